// A value no other test has used, in this process or in one running beside it (the process id, the
// time and a counter): quota subjects, request keys, page addresses that must be a test's own.
let counter = 0;

export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}`;
}
