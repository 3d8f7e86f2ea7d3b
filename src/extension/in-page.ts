// The two functions the extension runs in a page, each only after the person asked
// (chrome.scripting.executeScript serialises them: they must not use anything outside their body).

/** What the check reads: the page's HTML as the browser has it now, and its address. */
export function readThisPage(): { html: string; url: string } {
  return { html: document.documentElement.outerHTML, url: location.href };
}

/**
 * Scrolls to the first place the page shows `phrase` (whitespace and case aside) and marks it with a
 * <mark> (the one marked before is unmarked); answers whether it was found. A phrase spread over several
 * elements (a bold word inside a sentence) is marked from its first text node to its last.
 */
export function showPhrase(phrase: string): boolean {
  const fold = (text: string) => text.replace(/\s+/g, " ").toLowerCase();
  const wanted = fold(phrase).trim();
  if (wanted === "") return false;
  document.querySelectorAll("mark[data-hypecheck]").forEach((old) => {
    old.replaceWith(...Array.from(old.childNodes));
  });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName))
        return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  // The visible text folded, with where each character came from.
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
    starts.push(text.length);
    text += `${fold(node.nodeValue ?? "")} `;
  }
  const at = text.indexOf(wanted);
  if (at < 0) return false;
  const nodeAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
    return i;
  };
  const first = nodeAt(at);
  const last = nodeAt(at + wanted.length - 1);
  const range = document.createRange();
  const offsetIn = (i: number, folded: number) => {
    // Map an offset in the folded text back into the node's own text (runs of spaces fold to one).
    const raw = nodes[i]!.nodeValue ?? "";
    let f = 0;
    let r = 0;
    while (r < raw.length && f < folded) {
      if (/\s/.test(raw[r]!)) {
        while (r < raw.length && /\s/.test(raw[r]!)) r++;
      } else r++;
      f++;
    }
    return r;
  };
  range.setStart(nodes[first]!, offsetIn(first, at - starts[first]!));
  range.setEnd(
    nodes[last]!,
    Math.min((nodes[last]!.nodeValue ?? "").length, offsetIn(last, at + wanted.length - starts[last]!)),
  );
  const mark = document.createElement("mark");
  mark.dataset.hypecheck = "";
  mark.style.cssText = "background:#ffe066;color:#1a1a1a;outline:3px solid #c92a2a;outline-offset:2px;";
  try {
    mark.append(range.extractContents());
    range.insertNode(mark);
  } catch {
    return false;
  }
  mark.scrollIntoView({ block: "center", behavior: "smooth" });
  return true;
}
