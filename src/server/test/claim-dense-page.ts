// A sales page as heavy as the URL analyzer ever reads: just under the fetcher's 2 MB cap, every
// paragraph a money claim of the kind the detector flags. The analysis tests and
// scripts/bench-analysis.ts use it to measure what page analysis costs and where it runs.
const CLAIMS = [
  "Make $10,000 a month guaranteed, even with no experience.",
  "Our students earn $5,000 in their first week working just 1 hour a day.",
  "This is 100% passive income: quit your job in 30 days and retire early.",
  "Turn $100 into $50,000 with our risk-free trading signals.",
  "Only 3 spots left, the price doubles at midnight, act now before it's too late.",
  "Recruit 5 friends and earn unlimited commissions forever.",
];

/** An HTML page of about `bytes` bytes (default: 16 KB under 2 MB) made of claim paragraphs. */
export function claimDensePage(bytes = 2 * 1024 * 1024 - 16 * 1024): string {
  const head = "<!doctype html><html><head><title>Six Figure Freedom Academy</title></head><body><main>";
  const tail = "<p>Price: $997.</p></main></body></html>";
  const parts: string[] = [head];
  let size = head.length + tail.length;
  for (let i = 0; ; i++) {
    const paragraph = `<p>${CLAIMS[i % CLAIMS.length]} Testimonial #${i}.</p>\n`;
    if (size + paragraph.length > bytes) break;
    parts.push(paragraph);
    size += paragraph.length;
  }
  parts.push(tail);
  return parts.join("");
}
