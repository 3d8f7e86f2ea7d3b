// The entry: the stylesheet and the app, imported statically, so the app starts as soon as its code
// has arrived (the server lists the page's whole module set as modulepreload tags in the head, so it
// arrives together). Input made before the app has taken a server-rendered page over is held by the
// page's inline script (src/client/early-input.js) and replayed then.
import "./styles.css";
import "./app/start";
