# The site as an nginx image: the production build in public/, served with the response headers the
# same build generated (deploy/nginx-headers.conf, from gatsby/headers/policy.ts).
#
#   docker build -t offshore-erp-site \
#     --build-arg SITE_URL=https://www.your-domain \
#     --build-arg GATSBY_SUPABASE_URL=https://<ref>.supabase.co \
#     --build-arg GATSBY_SUPABASE_ANON_KEY=<anon key> .
#   docker run --rm -p 8080:8080 offshore-erp-site
#
# The Supabase values are inlined into the browser bundle and the CSP's connect-src, so they are
# build arguments, not run-time variables. Put TLS in front (a load balancer or another proxy).

FROM node:20-bookworm AS build
WORKDIR /site
ENV GATSBY_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
ARG SITE_URL
ARG GATSBY_SUPABASE_URL
ARG GATSBY_SUPABASE_ANON_KEY
RUN npx gatsby build

# Debian's nginx: the same package the test suite runs (scripts/ensure-nginx.sh, e2e/nginx.e2e.ts).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx/site.conf /etc/nginx/conf.d/site.conf
COPY --from=build /site/deploy/nginx-headers.conf /etc/nginx/site-headers.conf
COPY --from=build /site/public /srv/site/public
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
