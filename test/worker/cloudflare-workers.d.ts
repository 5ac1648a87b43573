// What these tests use of workerd's module `cloudflare:workers`: the tests type the HTML they parse with the DOM lib,
// which clashes with the full runtime types (worker-configuration.d.ts; the worker itself compiles against those).
declare module 'cloudflare:workers' {
  export const exports: {
    readonly default: { fetch(request: Request | string): Promise<Response> };
  };
}
