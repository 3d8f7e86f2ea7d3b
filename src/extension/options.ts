// The options page: what the extension reads and sends (the privacy list in options.html), and the
// HypeCheck server address the lookup asks (stored as "serverOrigin" in chrome.storage.local).
import { DEFAULT_SERVER_ORIGIN, parseServerOrigin, serverOrigin, setServerOrigin } from "./settings";

async function start(): Promise<void> {
  const form = document.querySelector<HTMLFormElement>("#server-form")!;
  const input = document.querySelector<HTMLInputElement>("#server-origin")!;
  const error = document.querySelector<HTMLElement>("#server-error")!;
  const status = document.querySelector<HTMLElement>("#server-status")!;
  document.querySelector("#default-origin")!.textContent = DEFAULT_SERVER_ORIGIN;
  input.value = await serverOrigin();

  const fail = (message: string) => {
    error.textContent = message;
    error.hidden = false;
    input.setAttribute("aria-invalid", "true");
    input.focus();
  };
  const saved = async (origin: string) => {
    await setServerOrigin(origin);
    input.value = origin;
    error.hidden = true;
    input.removeAttribute("aria-invalid");
    status.textContent = `Saved: the lookup asks ${origin}.`;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.textContent = "";
    const origin = parseServerOrigin(input.value);
    if (origin === null) {
      fail("Enter a web address starting with https:// or http://, such as https://hypecheck.example.");
      return;
    }
    void saved(origin);
  });
  document.querySelector("#server-reset")!.addEventListener("click", () => void saved(DEFAULT_SERVER_ORIGIN));
}

void start();
