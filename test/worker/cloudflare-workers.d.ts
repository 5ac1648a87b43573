// The part of the workerd module `cloudflare:workers` these tests use (the full runtime types clash with the DOM lib).
declare module 'cloudflare:workers' {
  export const exports: {
    readonly default: { fetch(request: Request | string): Promise<Response> };
  };
}
