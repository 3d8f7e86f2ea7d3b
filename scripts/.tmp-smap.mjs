import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
const dir = "/tmp/smap/dist/assets/";
const f = readdirSync(dir).find((n) => /^index-.*\.js\.map$/.test(n));
const map = JSON.parse(readFileSync(dir + f, "utf8"));
const code = readFileSync(dir + f.replace(/\.map$/, ""), "utf8");
// decode mappings
const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const lines = code.split("\n");
const bySrc = new Map();
let src = 0;
map.mappings.split(";").forEach((line, li) => {
  let col = 0; const segs = [];
  for (const seg of line.split(",")) {
    if (!seg) continue;
    const vals = []; let v = 0, shift = 0;
    for (const ch of seg) { let d = chars.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } }
    col += vals[0]; if (vals.length > 1) src += vals[1];
    segs.push([col, vals.length > 1 ? src : -1]);
  }
  for (let i = 0; i < segs.length; i++) {
    const end = i + 1 < segs.length ? segs[i + 1][0] : lines[li].length;
    const s = segs[i][1]; if (s < 0) continue;
    const name = map.sources[s];
    bySrc.set(name, (bySrc.get(name) ?? "") + lines[li].slice(segs[i][0], end));
  }
});
const pkg = new Map();
for (const [name, text] of bySrc) {
  const m = name.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : name.replace(/.*src\/client\//, "src/");
  pkg.set(key, (pkg.get(key) ?? "") + text);
}
const rows = [...pkg].map(([k, t]) => [k, t.length, gzipSync(t).length]).sort((a, b) => b[2] - a[2]);
for (const r of rows.slice(0, 40)) console.log(String((r[2] / 1024).toFixed(1)).padStart(6), String((r[1] / 1024).toFixed(1)).padStart(7), r[0]);
