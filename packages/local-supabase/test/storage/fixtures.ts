// The byte-built images of the shared package's tests, reused here.
export * from '@parley/shared/testing';
