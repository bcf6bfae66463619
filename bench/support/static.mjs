// nginx (Debian's package, one worker) serving given bytes as precompressed static files: what the
// site's pages are compared with.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))

export const staticServerAvailable = Boolean(NGINX)

/** Serves each body at /{name}.html (and its .gz beside it); answers the base address and stop(). */
export async function startStaticServer(bodies) {
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-static-'))
  fs.chmodSync(dir, 0o755)
  for (const [name, body] of Object.entries(bodies)) {
    fs.writeFileSync(path.join(dir, `${name}.html`), body)
    fs.writeFileSync(path.join(dir, `${name}.html.gz`), zlib.gzipSync(body, { level: 9 }))
  }
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    config,
    `worker_processes 1;
daemon off;
user root;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    etag on;
  }
}
`,
  )
  const child = spawn(NGINX, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    child.kill('SIGQUIT')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
    fs.rmSync(dir, { recursive: true, force: true })
  }
  for (let i = 0; i < 100; i++) {
    try {
      const name = Object.keys(bodies)[0]
      if ((await fetch(`${base}/${name}.html`)).ok) return { base, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error('nginx did not start')
}
