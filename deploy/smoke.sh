#!/usr/bin/env bash
# The production front, tried on this machine: nginx with deploy/nginx/agency.conf over HTTPS and
# HTTP/2 (a self-signed certificate) in front of the built site, run by deploy/agency.service's own
# ExecStart and Restart= policy (deploy/supervisor: CI has no systemd). Both files are used as they
# are, only their addresses, ports and paths changed. Then the app is killed (SIGKILL) and must
# answer again through nginx. Loopback only; needs nginx, openssl and curl, and `npm run build`.
# Run by .ci/run; by hand: bash deploy/smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
HOST=www.example.ch
for tool in nginx openssl curl node; do
  command -v "$tool" >/dev/null || { echo "deploy/smoke.sh needs $tool (Debian: apt-get install nginx openssl curl)"; exit 1; }
done
[ -f build/node/index.mjs ] || { echo 'The site is not built: run `npm run build` first.'; exit 1; }

WORK=$(mktemp -d /tmp/agency-smoke-XXXXXX)
SUPERVISOR=''
cleanup() {
  [ -n "$SUPERVISOR" ] && kill "$SUPERVISOR" 2>/dev/null && wait "$SUPERVISOR" 2>/dev/null
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 143' TERM INT
fail() {
  echo "✘ $1"
  echo '--- app and supervisor (last lines)'; tail -n 20 "$WORK/app.log" 2>/dev/null || true
  echo '--- nginx errors'; tail -n 20 "$WORK/nginx-error.log" 2>/dev/null || true
  exit 1
}
pass() { echo "✔ $1 (${SECONDS} s)"; }
# The first match of an extended regular expression in standard input, or nothing.
first() { grep -oE "$1" | head -1 || true; }

read -r APP_PORT HTTP_PORT HTTPS_PORT < <(node -e '
  const net = require("node:net")
  const one = () => new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => ok(p)) }) })
  Promise.all([one(), one(), one()]).then((ports) => console.log(ports.join(" ")))')

# A certificate for the site's name and for 127.0.0.1, valid one day.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$HOST" -addext "subjectAltName=DNS:$HOST,IP:127.0.0.1" \
  -keyout "$WORK/privkey.pem" -out "$WORK/fullchain.pem" 2>/dev/null

# The unit: its paths and port on this machine. Each replaced text must be in the file.
substitute() { # file, then pairs of "text" "replacement"
  local file=$1; shift
  while [ $# -gt 0 ]; do
    grep -qF -- "$1" "$file" || fail "$file no longer contains \"$1\": update deploy/smoke.sh"
    local text=$1 replacement=$2
    TEXT=$text REPLACEMENT=$replacement perl -0pi -e 's/\Q$ENV{TEXT}\E/$ENV{REPLACEMENT}/g' "$file"
    shift 2
  done
}
mkdir -p "$WORK/data" "$WORK/acme"
cp deploy/agency.service "$WORK/agency.service"
substitute "$WORK/agency.service" \
  /usr/bin/node "$(command -v node)" \
  /srv/agency "$ROOT" \
  /var/lib/agency "$WORK/data" \
  /etc/agency/agency.env "$WORK/agency.env" \
  PORT=3000 "PORT=$APP_PORT"
# The demo data on the embedded database; declared a test site, so nothing refuses the test payments.
cat >"$WORK/agency.env" <<EOF
PUBLIC_URL=https://$HOST:$HTTPS_PORT
SITE_MODE=test
TRUST_PROXY=true
LOG_LEVEL=warn
EOF

cp deploy/nginx/agency.conf "$WORK/agency.conf"
substitute "$WORK/agency.conf" \
  'listen 80;' "listen 127.0.0.1:$HTTP_PORT;" \
  'listen [::]:80;' '' \
  'listen 443 ssl http2;' "listen 127.0.0.1:$HTTPS_PORT ssl http2;" \
  'listen [::]:443 ssl http2;' '' \
  "/etc/letsencrypt/live/$HOST" "$WORK" \
  /var/www/html "$WORK/acme" \
  /srv/agency "$ROOT" \
  127.0.0.1:3000 "127.0.0.1:$APP_PORT"
# nginx's own main file, as Debian's: the site file is included inside http {}. Run as root (CI),
# its workers keep root's rights to read the build and write their buffers under $WORK.
cat >"$WORK/nginx.conf" <<EOF
$( [ "$(id -u)" = 0 ] && echo 'user root;' )
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $WORK/nginx-access.log;
  client_body_temp_path $WORK/client-body;
  proxy_temp_path $WORK/proxy;
  fastcgi_temp_path $WORK/fastcgi;
  uwsgi_temp_path $WORK/uwsgi;
  scgi_temp_path $WORK/scgi;
  include $WORK/agency.conf;
}
EOF
nginx -t -q -p "$WORK" -c "$WORK/nginx.conf" 2>"$WORK/nginx-test.log" || { cat "$WORK/nginx-test.log"; fail 'nginx -t refuses the configuration'; }
pass 'nginx -t accepts deploy/nginx/agency.conf'
nginx -p "$WORK" -c "$WORK/nginx.conf"

node --import tsx deploy/supervisor/supervise.ts "$WORK/agency.service" --pid-file "$WORK/main.pid" >"$WORK/app.log" 2>&1 &
SUPERVISOR=$!

# curl through nginx under the site's name, as a browser would reach it.
site() { curl -sS --max-time 15 -k --resolve "$HOST:$HTTPS_PORT:127.0.0.1" --resolve "$HOST:$HTTP_PORT:127.0.0.1" "$@"; }
HTTPS="https://$HOST:$HTTPS_PORT"
wait_ready() { # up to $1 seconds
  local deadline=$((SECONDS + $1))
  until [ "$(site -o /dev/null -w '%{http_code}' "$HTTPS/healthz" 2>/dev/null)" = 200 ]; do
    [ $SECONDS -lt $deadline ] || fail "the site did not answer through nginx within $1 s"
    kill -0 "$SUPERVISOR" 2>/dev/null || fail 'the supervisor exited'
    sleep 0.5
  done
}
wait_ready 120
pass 'the app started under the unit answers through nginx'

# Pages over HTTP/2.
home=$(site -D "$WORK/home.h" "$HTTPS/")
grep -q '^HTTP/2 200' "$WORK/home.h" || fail "home: $(head -1 "$WORK/home.h")"
grep -q '<html lang="fr' <<<"$home" || fail 'home: not the French home page'
pass 'home page: HTTP/2 200'
rental_path=$(site "$HTTPS/en/location" | first '/en/location/[a-z0-9-]+-[0-9]+"' | tr -d '"')
[ -n "$rental_path" ] || fail 'the rentals list links to no rental'
rental=$(site -D "$WORK/rental.h" "$HTTPS$rental_path")
grep -q '^HTTP/2 200' "$WORK/rental.h" || fail "$rental_path: $(head -1 "$WORK/rental.h")"
pass "a rental's page: $rental_path"

# An image and a built asset, each with a year of immutable cache.
media=$(first '/media/[^" ,?]+\.webp' <<<"$rental")
[ -n "$media" ] || fail "the rental's page shows no image"
site -o /dev/null -D "$WORK/media.h" "$HTTPS$media"
grep -q '^HTTP/2 200' "$WORK/media.h" || fail "$media: $(head -1 "$WORK/media.h")"
grep -qi '^content-type: image/webp' "$WORK/media.h" || fail "$media: not served as image/webp"
grep -qi '^cache-control: public, max-age=31536000, immutable' "$WORK/media.h" || fail "$media: no year-long cache"
pass "image $media: 200, a year, immutable"
# One the build precompressed (it leaves out files under a kilobyte).
asset=$(grep -oE '/assets/[^"]+\.js' <<<"$home" | while read -r a; do [ -f "build/client$a.gz" ] && echo "$a" && break; done || true)
[ -n "$asset" ] || fail 'the home page loads no precompressed script'
site -o /dev/null -D "$WORK/asset.h" -H 'Accept-Encoding: gzip' "$HTTPS$asset"
grep -q '^HTTP/2 200' "$WORK/asset.h" || fail "$asset: $(head -1 "$WORK/asset.h")"
grep -qi '^cache-control: public, max-age=31536000, immutable' "$WORK/asset.h" || fail "$asset: no year-long cache"
grep -qi '^content-encoding: gzip' "$WORK/asset.h" || fail "$asset: not the precompressed file"
grep -qi '^x-request-id' "$WORK/asset.h" && fail "$asset: answered by the app, not by nginx from the disk"
pass "asset $asset: from the disk by nginx, gzip, a year, immutable"

# Plain HTTP goes to HTTPS, the address kept.
site -o /dev/null -D "$WORK/redirect.h" "http://$HOST:$HTTP_PORT/en/location?weeks=2"
grep -q '^HTTP/1.1 301' "$WORK/redirect.h" || fail "http: $(head -1 "$WORK/redirect.h")"
grep -qi "^location: https://$HOST/en/location?weeks=2" "$WORK/redirect.h" || fail "http: $(grep -i '^location' "$WORK/redirect.h")"
pass 'http:// answers 301 to the same address in https://'

# The visitor's address reaches the app: ten wrong logins from 127.0.0.2 use up that address's
# limit (then 429, even with a forged X-Forwarded-For), while 127.0.0.3 is not limited by them.
login() { # source address, then curl options
  local from=$1; shift
  site --interface "$from" -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' "$@" \
    --data "{\"email\":\"smoke-$RANDOM@example.ch\",\"password\":\"wrong-password\"}" "$HTTPS/shop/api/store/auth/login?locale=en"
}
for i in $(seq 10); do
  status=$(login 127.0.0.2)
  [ "$status" = 401 ] || fail "wrong login $i from 127.0.0.2: $status instead of 401"
done
[ "$(login 127.0.0.2)" = 429 ] || fail 'the 11th wrong login from 127.0.0.2 was not limited'
[ "$(login 127.0.0.2 -H 'X-Forwarded-For: 198.51.100.7')" = 429 ] || fail 'a forged X-Forwarded-For got around the limit'
[ "$(login 127.0.0.3)" = 401 ] || fail 'another address was limited by the first one'
pass "the visitor's address reaches the app through X-Forwarded-For (TRUST_PROXY), a forged one does not"

# Bodies: up to the app's largest (12 MiB) reach it; over, nginx refuses them.
head -c $((13 * 1024 * 1024)) /dev/zero >"$WORK/13m"
head -c $((11 * 1024 * 1024)) /dev/zero >"$WORK/11m"
status=$(site -o "$WORK/413.txt" -w '%{http_code}' --data-binary @"$WORK/13m" "$HTTPS/shop/api/store/auth/login")
[ "$status" = 413 ] && grep -q 'Request too large: 12 MB at most' "$WORK/413.txt" || fail "13 MiB body: $status"
site -o /dev/null -D "$WORK/11m.h" --data-binary @"$WORK/11m" -H 'Content-Type: application/json' "$HTTPS/shop/api/store/auth/login"
grep -qi '^x-request-id' "$WORK/11m.h" || fail '11 MiB body: refused by nginx instead of reaching the app'
pass 'a 13 MiB body is refused by nginx (413), an 11 MiB one reaches the app'

# A flood from one address: nginx lets 20 a second and a burst of 40 through, and answers the rest
# 429 itself (no request id: the app never saw them); another address is not held back by it.
# One curl sends them all, 30 at a time (below the 40 connections an address may hold; a process
# per request could be slower than the 20 a second).
curl -sS -Z --parallel-max 30 --max-time 30 -k --interface 127.0.0.4 --resolve "$HOST:$HTTPS_PORT:127.0.0.1" \
  -w '%{http_code}\n' $(for n in $(seq 150); do printf -- '-o /dev/null %s ' "$HTTPS/healthz?n=$n"; done) >"$WORK/flood.txt"
flooded=$(grep -c '^429$' "$WORK/flood.txt" || true)
passed=$(grep -c '^200$' "$WORK/flood.txt" || true)
[ "$flooded" -ge 10 ] && [ "$passed" -ge 40 ] || fail "150 requests at once from one address: $passed answered, $flooded refused"
site --interface 127.0.0.4 -o /dev/null -D "$WORK/flood.h" "$HTTPS/healthz?n=last" || true
grep -q '^HTTP/2 429' "$WORK/flood.h" && grep -qi '^x-request-id' "$WORK/flood.h" && fail 'the 429 came from the app, not from nginx'
[ "$(site --interface 127.0.0.5 -o /dev/null -w '%{http_code}' "$HTTPS/healthz")" = 200 ] || fail 'another address was held back by the flood'
pass "150 requests at once from one address: $passed answered, $flooded refused by nginx (429), another address served"

# A crash: SIGKILL the app; the unit's policy starts it again and the site answers.
old=$(cat "$WORK/main.pid")
killed_at=$SECONDS
kill -KILL "$old"
status=$(site -o "$WORK/down.html" -w '%{http_code}' "$HTTPS/en")
[ "$status" = 503 ] && grep -q 'One moment, please' "$WORK/down.html" || fail "while the app is down: $status"
pass 'while the app is down, nginx answers 503 with a page saying it restarts'
wait_ready 120
new=$(cat "$WORK/main.pid")
[ "$new" != "$old" ] || fail 'the same process answers: it was not killed'
grep -q 'Scheduled restart' "$WORK/app.log" || fail 'the supervisor did not restart the app'
[ "$(site -o /dev/null -w '%{http_code}' "$HTTPS$rental_path")" = 200 ] || fail 'the rental page after the restart'
pass "killed (SIGKILL), started again by Restart=on-failure and answering through nginx after $((SECONDS - killed_at)) s"
echo "✔ deploy smoke passed"
