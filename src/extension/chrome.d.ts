// The few extension APIs this folder calls, typed as Chromium documents them
// (developer.chrome.com/docs/extensions/reference/api): a small declaration instead of a
// dependency on the whole @types/chrome package.
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      id?: string;
      url?: string;
    }
    const id: string;
    function getURL(path: string): string;
    function sendMessage<T = unknown>(message: unknown): Promise<T>;
    function openOptionsPage(): Promise<void>;
    const onMessage: {
      addListener(
        callback: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      title?: string;
      active: boolean;
    }
    function query(query: {
      active?: boolean;
      currentWindow?: boolean;
      lastFocusedWindow?: boolean;
    }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function create(properties: { url: string }): Promise<Tab>;
    const onRemoved: { addListener(callback: (tabId: number) => void): void };
    const onUpdated: {
      addListener(
        callback: (tabId: number, change: { status?: string; url?: string }, tab: Tab) => void,
      ): void;
    };
  }
  namespace scripting {
    interface InjectionResult<T> {
      result?: T;
      frameId: number;
    }
    function executeScript<Args extends unknown[], Result>(injection: {
      target: { tabId: number };
      func: (...args: Args) => Result;
      args?: Args;
    }): Promise<Array<InjectionResult<Awaited<Result>>>>;
  }
  namespace action {
    function setBadgeText(details: { tabId?: number; text: string }): Promise<void>;
    function getBadgeText(details: { tabId?: number }): Promise<string>;
    function setBadgeBackgroundColor(details: { tabId?: number; color: string }): Promise<void>;
    function setBadgeTextColor(details: { tabId?: number; color: string }): Promise<void>;
    function setTitle(details: { tabId?: number; title: string }): Promise<void>;
    function getTitle(details: { tabId?: number }): Promise<string>;
  }
  namespace storage {
    interface StorageArea {
      get(keys: string | string[] | null): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: StorageArea;
    const session: StorageArea;
  }
}
