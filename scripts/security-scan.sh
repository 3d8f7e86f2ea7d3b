#!/usr/bin/env bash
# npm run security-scan — the dynamic security scan (OWASP ASVS level 2 as the reference).
#
# Starts the built server on loopback with a fresh DATA_DIR in test mode (NODE_ENV=test: the demo
# sign-in is on, nothing is sent anywhere), signs in a member through /api/auth/test-login, then
# runs sqlmap (level 3, risk 2) on every endpoint that takes a query parameter, a path parameter or
# a JSON body — the list comes from the OpenAPI document — as a guest and as the member, and
# wapiti on the site (scope: the loopback URL only). It prints one verdict line per check.
#
# Installs nothing. Needs sqlmap and wapiti (Debian: apt-get install -y sqlmap wapiti).
#
# Environment (all optional):
#   CLIENT_DIR=dir         a built client to serve (default: dist/client, built when out of date)
#   SCAN_OUT=dir           where reports go (default: a new directory under /tmp)
#   SCAN_PORT=port         (default 3999)
#   SCAN_PASSES="guest member admin"   which sqlmap passes to run (member: a premium demo member;
#                          admin: the demo admin, for the moderation and admin calls)
#   SCAN_ONLY=regex        only endpoints whose request file name matches (e.g. 'courses|reviews')
#   SQLMAP_TIMEOUT=seconds per endpoint (default 180); SQLMAP_JOBS=parallel endpoints (default 2)
#   WAPITI_MAX_SECONDS=seconds for the whole wapiti run (default 900); SKIP_WAPITI=1
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
command -v wapiti >/dev/null || missing+=(wapiti)
if [ ${#missing[@]} -gt 0 ]; then
  echo "security-scan: missing ${missing[*]}." >&2
  echo "Install them (Debian/Ubuntu): sudo apt-get install -y sqlmap wapiti" >&2
  echo "(or: pipx install sqlmap wapiti3)" >&2
  exit 2
fi

out="${SCAN_OUT:-$(mktemp -d /tmp/hypecheck-security-scan.XXXXXX)}"
mkdir -p "$out"
port="${SCAN_PORT:-3999}"
base="http://127.0.0.1:${port}"
passes="${SCAN_PASSES:-guest member admin}"
only="${SCAN_ONLY:-.}"
per_endpoint="${SQLMAP_TIMEOUT:-180}"
jobs="${SQLMAP_JOBS:-2}"

if [ -z "${CLIENT_DIR:-}" ]; then
  node scripts/ensure-build.mjs || exit 1
  client_dir="$root/dist/client"
else
  client_dir="$CLIENT_DIR"
fi

data_dir="$(mktemp -d /tmp/hypecheck-scan-data.XXXXXX)"
echo "security-scan: reports in $out; server $base (data $data_dir)"
# Test mode on loopback: demo sign-in enabled, and RATE_LIMIT_LOOPBACK_EXEMPT=1 so the per-route
# rate limits do not answer the scanners' payloads 429 before a handler sees them (the flag is
# ignored in production; the sign-in failure limits stay on).
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" CLIENT_DIR="$client_dir" NODE_ENV=test \
  LOG_LEVEL=info JOBS_INTERVAL_SECONDS=0 RATE_LIMIT_LOOPBACK_EXEMPT=1 \
  node --import tsx src/server/main.ts >"$out/server.log" 2>&1 &
server_pid=$!
cleanup() {
  kill "$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap "exit 130" INT TERM

for _ in $(seq 1 120); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
if ! curl -fsS "$base/api/health" >/dev/null; then
  echo "security-scan: the server did not start; see $out/server.log" >&2
  exit 1
fi

# A demo account's session: the cookie test-login sets.
sign_in() { # <role> <plan>
  curl -s -o /dev/null -D - "$base/api/auth/test-login?role=$1&plan=$2&next=/" |
    grep -i '^set-cookie: hc_session=' | head -1 | sed -E 's/^[Ss]et-[Cc]ookie: ([^;]*).*/\1/' | tr -d '\r'
}
member_cookie="$(sign_in user premium)"
admin_cookie="$(sign_in admin free)"
if [ -z "$member_cookie" ] || [ -z "$admin_cookie" ]; then
  echo "security-scan: could not sign in the demo accounts" >&2
  exit 1
fi

run_sqlmap() { # <request file> <output dir>
  local req="$1" dir="$2" name
  name="$(basename "$req" .req)"
  timeout --kill-after=10 "$per_endpoint" sqlmap -r "$req" --batch --level=3 --risk=2 --threads=4 \
    --dbms=PostgreSQL --time-sec=2 --timeout=15 --retries=1 --skip="user-agent,referer,host" \
    --ignore-stdin --disable-coloring --output-dir="$dir/$name" </dev/null >"$dir/$name.log" 2>&1
  echo "$?" >"$dir/$name.rc"
}
export -f run_sqlmap
export per_endpoint

for pass in $passes; do
  targets="$out/targets-$pass"
  if [ "$pass" = member ]; then
    npx tsx scripts/security-scan/targets.ts "$base" "$targets" "$member_cookie" || exit 1
  elif [ "$pass" = admin ]; then
    npx tsx scripts/security-scan/targets.ts "$base" "$targets" "$admin_cookie" || exit 1
  else
    npx tsx scripts/security-scan/targets.ts "$base" "$targets" || exit 1
  fi
  mkdir -p "$out/sqlmap-$pass"
  find "$targets" -name '*.req' | grep -E "$only" | sort |
    xargs -P "$jobs" -I{} bash -c 'run_sqlmap "$1" "$2"' _ {} "$out/sqlmap-$pass"
done

if [ "${SKIP_WAPITI:-0}" != 1 ]; then
  available="$(wapiti --list-modules 2>/dev/null | grep -E '^\s[a-z_]+' | awk '{print $1}')"
  modules=""
  for m in sql blindsql xss permanentxss exec file crlf redirect http_headers cookieflags csp methods backup; do
    if grep -qx "$m" <<<"$available"; then modules="${modules:+$modules,}$m"; else echo "wapiti: no module $m"; fi
  done
  starts=()
  first_pass="${passes%% *}"
  while read -r url; do [ -n "$url" ] && starts+=(-s "$url"); done <"$out/targets-$first_pass/get-urls.txt"
  # wapiti's cookie jar format: domain -> path -> name -> attributes.
  attrs="{\"value\": \"${member_cookie#*=}\", \"version\": 0, \"secure\": false, \"expires\": null, \"port\": null}"
  printf '{"127.0.0.1": {"/": {"%s": %s}}, ".127.0.0.1": {"/": {"%s": %s}}}' \
    "${member_cookie%%=*}" "$attrs" "${member_cookie%%=*}" "$attrs" >"$out/wapiti-cookie.json"
  for pass in guest member; do
    cookie_args=()
    [ "$pass" = member ] && cookie_args=(-c "$out/wapiti-cookie.json")
    timeout --kill-after=10 "${WAPITI_MAX_SECONDS:-900}" wapiti -u "$base/" --scope folder --no-bugreport \
      -m "$modules" "${starts[@]}" "${cookie_args[@]}" -d 3 --max-scan-time "$(((${WAPITI_MAX_SECONDS:-900} - 60) / 2))" \
      --max-attack-time 120 --flush-session -f json -o "$out/wapiti-$pass.json" >"$out/wapiti-$pass.log" 2>&1
  done
fi

# Verdicts.
injectable=0
for pass in $passes; do
  n="$(grep -lE "is vulnerable|appears to be '.*' injectable|sqlmap identified the following injection point" \
    "$out/sqlmap-$pass"/*.log 2>/dev/null | wc -l)"
  injectable=$((injectable + n))
  total="$(find "$out/sqlmap-$pass" -name '*.log' | wc -l)"
  timed_out="$(grep -lx 124 "$out/sqlmap-$pass"/*.rc 2>/dev/null | wc -l)"
  echo "sqlmap $pass: $total endpoints scanned, $timed_out stopped at the ${per_endpoint}s limit"
done
echo "VERDICT sqlmap injectable endpoints: $injectable (target 0)"

# Findings that are expected of this test-mode run, each proven otherwise by a test:
# - no Strict-Transport-Security: the scan is plain http on loopback in test mode; production sends
#   it (src/server/security/csrf-headers-cookies.test.ts);
# - "X-XSS-Protection is not set": the server sends X-XSS-Protection: 0 on purpose (the browser XSS
#   auditor is gone and could be abused; OWASP advises 0 with a CSP), which wapiti 3.0 reports as unset;
# - cookies without Secure: test mode over http; production sets Secure and the __Host- prefix
#   (csrf-headers-cookies.test.ts).
accepted_re='Strict-Transport-Security is not set|X-XSS-Protection is not set|Secure flag is not set in the cookie'
vulns=0
accepted=0
anomalies=0
if [ "${SKIP_WAPITI:-0}" != 1 ]; then
  for pass in guest member; do
    if [ -f "$out/wapiti-$pass.json" ]; then
      v="$(python3 -c 'import json,re,sys; d=json.load(open(sys.argv[1])); print(sum(1 for x in d.get("vulnerabilities",{}).values() for i in x if not re.search(sys.argv[2], i.get("info") or "")))' "$out/wapiti-$pass.json" "$accepted_re")"
      acc="$(python3 -c 'import json,re,sys; d=json.load(open(sys.argv[1])); print(sum(1 for x in d.get("vulnerabilities",{}).values() for i in x if re.search(sys.argv[2], i.get("info") or "")))' "$out/wapiti-$pass.json" "$accepted_re")"
      accepted=$((accepted + acc))
      a="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(len(x) for x in d.get("anomalies",{}).values()))' "$out/wapiti-$pass.json")"
      echo "wapiti $pass: $v findings, $acc expected in test mode, $a anomalies (details: $out/wapiti-$pass.json)"
      python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
for k in ("vulnerabilities","anomalies"):
  for name, items in d.get(k,{}).items():
    for i in items: print("  -", k[:-3] if False else name, "|", i.get("path"), "|", (i.get("info") or "")[:160])' "$out/wapiti-$pass.json"
      vulns=$((vulns + v))
      anomalies=$((anomalies + a))
    else
      echo "wapiti $pass: no report (see $out/wapiti-$pass.log)"
    fi
  done
fi
echo "VERDICT wapiti vulnerabilities: $vulns (target 0; $accepted expected in test mode, see above)"
errors="$(grep -cE '"statusCode":5[0-9][0-9]' "$out/server.log")"
echo "VERDICT anomalies: wapiti $anomalies, server 5xx answers $errors (target 0)"
[ "$injectable" -eq 0 ] && [ "$vulns" -eq 0 ] && [ "$anomalies" -eq 0 ] && [ "$errors" -eq 0 ]
