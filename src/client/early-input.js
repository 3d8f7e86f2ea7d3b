// Holds what a person does on a server-rendered page before the app has taken it over, and replays
// it once the app has (the root layout sets <html data-app="ready"> then). Inlined into index.html
// at build time (vite.config.ts), where the CSP allows it by its hash (plugins/client.ts); kept
// small and plain, as it runs before anything else. docs/decisions/0070-server-rendered-first-screens.md says why.
//
// - Links and GET forms with an action are left alone: the browser follows them and the server
//   renders the address they ask for. A field marked data-submit-on-change (a sort or category
//   dropdown) submits its GET form when changed, as the app applies it at once.
// - A click on a button (or anything acting as one) is held and replayed as a press on the same
//   element: pointer and mouse down and up, then the click.
// - A form submitted any other way (every form that changes state posts) is held, never sent by
//   the browser, and submitted again through the app with the same submitter.
// - Keys other than Tab, Enter and Space pressed on such a control (arrows on tabs) are replayed.
// - Text typed into fields before then is handed to the app as it starts: React keeps what the
//   field shows but not in the component's state, so each changed field gets an input event.
// - A part of the page loaded lazily (a course's reviews, say) stays the server's HTML until its code
//   arrives, after the app itself runs. React marks each element it has taken over with its props
//   (a key starting "__reactProps$"): a control under #root without one is held the same way, even
//   once the app runs, and replayed once React has taken it over (given up after 10 s).
// - The router marks the page's history entry (an index in history.state) when it starts, and a
//   history change made while a link's page is loading cancels that load: the click would be lost.
//   The same mark is made here, before anyone can click, so the router has nothing to change.
(() => {
  const html = document.documentElement;
  try {
    if (!history.state || history.state.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");
  } catch {}
  const CONTROL =
    'button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"],[role="option"],[role="radio"]:not(input),[role="checkbox"]:not(input)';
  const queue = [];
  const typed = new Set();

  const ready = () => html.dataset.app === "ready";
  let replaying = false;
  const taken = (element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  // Held: anything before the app runs; after, a control in a part React has not taken over yet,
  // as long as React marks what it takes over (checked on the root's first element).
  const held = (element) => {
    if (replaying) return false;
    if (!ready()) return true;
    const root = document.getElementById("root");
    const first = root?.firstElementChild;
    return Boolean(first && taken(first) && root.contains(element) && !taken(element));
  };

  // Where an element sits under #root, to find it again if the app rebuilt the page.
  function pathOf(element) {
    const path = [];
    for (let node = element; node && node.id !== "root"; node = node.parentElement) {
      if (!node.parentElement) return null;
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function find(entry) {
    if (entry.element.isConnected) return entry.element;
    let node = document.getElementById("root");
    for (const index of entry.path || []) node = node ? node.children[index] : null;
    return node;
  }

  function hold(event, entry) {
    event.preventDefault();
    event.stopImmediatePropagation();
    entry.path = pathOf(entry.element);
    if (ready()) {
      entry.tries = 0;
      setTimeout(() => replayEntry(entry), 50);
      return;
    }
    queue.push(entry);
    html.dataset.heldInput = "";
  }

  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || control.closest("a[href]") || control.matches(":disabled") || !held(control)) return;
      // A submit button's click goes on to the form's submit event, which is held below.
      if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
      hold(event, { kind: "click", element: control });
    },
    true,
  );

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !held(form)) return;
      if (form.method === "get" && form.hasAttribute("action")) return;
      hold(event, { kind: "submit", element: form, submitter: event.submitter });
    },
    true,
  );

  // Fields typed into before the app runs (text fields and dropdowns; React reads boxes and radios).
  const isTypedField = (field) =>
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type));
  for (const type of ["input", "change"]) {
    document.addEventListener(
      type,
      (event) => {
        if (!ready() && isTypedField(event.target)) typed.add(event.target);
      },
      true,
    );
  }

  document.addEventListener("change", (event) => {
    const field = event.target;
    if (ready() || !(field instanceof Element) || !field.hasAttribute("data-submit-on-change")) return;
    const form = field.closest("form");
    if (form && form.method === "get" && form.hasAttribute("action")) form.requestSubmit();
  });

  document.addEventListener(
    "keydown",
    (event) => {
      if (!(event.target instanceof Element)) return;
      if (["Tab", "Enter", " ", "Shift", "Control", "Alt", "Meta"].includes(event.key)) return;
      const control = event.target.closest(CONTROL);
      if (!control || control.closest("a[href]") || !held(control)) return;
      hold(event, {
        kind: "key",
        element: control,
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
      });
    },
    true,
  );

  function press(element) {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    element.dispatchEvent(
      new PointerEvent("pointerdown", { ...init, isPrimary: true, pointerType: "mouse" }),
    );
    element.dispatchEvent(new MouseEvent("mousedown", init));
    element.dispatchEvent(new PointerEvent("pointerup", { ...init, isPrimary: true, pointerType: "mouse" }));
    element.dispatchEvent(new MouseEvent("mouseup", init));
    element.click();
  }

  // The value setter of the field's own prototype, bypassing the one React installs on the element
  // to track its value: React then sees a change from the value it last knew.
  function handOver(field, value) {
    const proto = Object.getPrototypeOf(field);
    const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (!setter) return;
    field.value = "";
    setter.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  }

  function replay() {
    delete html.dataset.heldInput;
    // Every value is read first: the app's render after one field's change resets the others.
    const values = [...typed].filter((field) => field.isConnected).map((field) => [field, field.value]);
    typed.clear();
    for (const [field, value] of values) handOver(field, value);
    // The app renders the fields' new state before a held submit reads it.
    setTimeout(replayQueue, 0);
  }

  function replayQueue() {
    for (const entry of queue.splice(0)) {
      entry.tries = 0;
      replayEntry(entry);
    }
  }

  // Replays one held action once React has taken its element over (every 50 ms, for up to 10 s).
  function replayEntry(entry) {
    const element = find(entry);
    if (!element) return;
    if (held(element) && entry.tries < 200) {
      entry.tries += 1;
      setTimeout(() => replayEntry(entry), 50);
      return;
    }
    // What is replayed passes the listeners above, even if React never took the element over.
    replaying = true;
    try {
      if (entry.kind === "click") press(element);
      else if (entry.kind === "key") {
        if (element instanceof HTMLElement) element.focus();
        const init = {
          key: entry.key,
          code: entry.code,
          shiftKey: entry.shiftKey,
          bubbles: true,
          cancelable: true,
        };
        element.dispatchEvent(new KeyboardEvent("keydown", init));
        element.dispatchEvent(new KeyboardEvent("keyup", init));
      } else if (element instanceof HTMLFormElement) {
        const submitter = entry.submitter && entry.submitter.form === element ? entry.submitter : null;
        element.requestSubmit(submitter);
      }
    } finally {
      replaying = false;
    }
  }

  new MutationObserver((_, observer) => {
    if (!ready()) return;
    observer.disconnect();
    // After the effects of the app's first commit: the handlers are in place.
    setTimeout(replay, 0);
  }).observe(html, { attributes: true, attributeFilter: ["data-app"] });
})();
