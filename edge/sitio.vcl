# The site's edge cache: Varnish 7 with the xkey module of varnish-modules (Debian: varnish,
# varnish-modules). `npm run edge` (scripts/edge.mjs) fills in the lines marked «@…» and starts it
# in front of one or more instances of the site; docs/operacion.md says how to run it as a service.
# What it keeps and why: docs/decisions/0036-cache-en-el-borde.md.
vcl 4.1;

import directors;
import std;
import var;
import xkey;

# An instance that stops answering leaves the rotation within about two seconds.
probe site_health {
  .url = "/api/openapi.json";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
}

#@backends

# Who may purge: the site's instances (EDGE_PURGE_URLS), from these addresses only.
acl purgers {
#@purgers
}

sub vcl_init {
  new instances = directors.round_robin();
#@director
}

sub vcl_recv {
  set req.backend_hint = instances.backend();

  # A change on the site: drop every answer that carries one of the tags named.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers || req.url != "#@purge_path") {
      return (synth(403, "Purga no permitida"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Falta la cabecera xkey-purge"));
    }
    set req.http.x-purgados = xkey.purge(req.http.xkey-purge);
    # When, for the fetches under way (see vcl_backend_response).
    var.global_set("ultima-purga", "" + std.time2real(now, 0.0));
    return (synth(200, "Purgados: " + req.http.x-purgados));
  }

  unset req.http.x-purgados;
  unset req.http.x-paso;

  # Only reads anybody could make and get the same answer are looked up here.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # A staff member (their session) or a «Vista previa» (theirs, or one shared with a link) sees drafts and their own screens.
  if (req.http.Cookie ~ "(^|;\s*)(payload-token|ugc-vista-previa|ugc-vista-compartida)=") {
    return (pass);
  }
  # The back office, its API, the preview's entry and Next.js's own navigation requests.
  if (req.url ~ "^/(admin|cms-api|vista-previa|vista-compartida)(/|\?|$)" || req.http.rsc || req.http.next-action || req.http.next-router-prefetch || req.http.next-router-state-tree || req.http.next-router-segment-prefetch || req.http.next-url) {
    return (pass);
  }
  # A query string is part of an address only where the site writes one: the public API's reads
  # (which name their tags only for the parameters they take, written as the site writes them) and
  # the pages whose views are cached (cachedViewPages in src/cache/cachedViews.ts; scripts/edge.test.ts
  # holds the two lists together). Anywhere else each made-up query would be one more copy.
  if (req.url ~ "\?" && req.url !~ "^/api/get[-_][A-Za-z_-]+/?\?" && req.url !~ "^/(vida-universitaria-y-eventos|actividades-ugc|radiougc|stica|stica/editoriales)\?") {
    return (pass);
  }
  # Other cookies (none of them changes a public answer) would only split the cache.
  unset req.http.Cookie;
  # Two copies of each answer at most: compressed (as the instances compress it, gzip) for the
  # clients that take it, and plain for those that do not, each served as it was kept (scripts/edge.mjs
  # turns off Varnish's own unpacking, which cost every plain answer a gunzip).
  if (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  # Over HTTPS an answer carries HSTS: one copy per scheme, as the instances say it (TRUSTED_PROXY_HOPS).
  if (req.http.X-Forwarded-Proto ~ "(?i)^https\s*(,|$)") {
    hash_data("https");
  }
  return (lookup);
}

sub vcl_backend_fetch {
  # When this fetch asked an instance (again on a retry).
  var.set_real("pedida", std.time2real(now, 0.0));
}

sub vcl_backend_response {
  # The build's own files never change under one address (their names carry their content's hash).
  if (bereq.url ~ "^/_next/static/" && beresp.status == 200) {
    unset beresp.http.Set-Cookie;
    set beresp.ttl = 1d;
    return (deliver);
  }
  # Kept only: a 200, public, without cookies, that names its tags (src/cache/edge-tags.mjs). Anything
  # else — a made-up address, a parameter the site does not write, a private page — creates no object.
  if (beresp.status != 200 || !beresp.http.xkey || beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.http.x-nextjs-cache == "STALE") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    return (deliver);
  }
  # Asked before the last purge: an instance may have drawn it before the change. It goes to those
  # waiting for it but is not kept, or a purge that came while it was drawn would have missed it.
  if (var.get_real("pedida") <= std.real(var.global_get("ultima-purga"), 0.0)) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    return (deliver);
  }
  # A change purges its tags at once; a day is only the bound on what nothing purged.
  if (beresp.ttl > 1d) {
    set beresp.ttl = 1d;
  }
  set beresp.grace = 10s;
  return (deliver);
}

sub vcl_backend_error {
  # An instance that stopped before the probe noticed: the next one answers.
  if (bereq.retries < 2) {
    return (retry);
  }
  # None answers: a calm page in the site's language, never the cache's own.
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  synthetic({"<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sitio no disponible · Universidad UGC</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1F2328;background:#fff}header{background:#C41230;color:#fff;padding:1rem 1.5rem;font-weight:700}main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}p{font-size:1.125rem;line-height:1.6;margin:0}</style></head>
<body><header>Universidad UGC</header><main><h1>El sitio no está disponible en este momento</h1><p>Intenta de nuevo en unos minutos.</p></main></body></html>
"});
  return (deliver);
}

sub vcl_pass {
  set req.http.x-paso = "1";
}

sub vcl_deliver {
  # Says where the answer came from, as CDNs do: HIT (kept here), MISS (asked now, maybe kept), PASS (never kept).
  if (req.http.x-paso) {
    set resp.http.x-cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.x-cache = "HIT";
  } else {
    set resp.http.x-cache = "MISS";
  }
  # The tags are for this edge; a CDN in front of it reads Surrogate-Key or Cache-Tag.
  unset resp.http.xkey;
  unset resp.http.x-varnish;
  unset resp.http.via;
}
