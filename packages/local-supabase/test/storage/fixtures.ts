// The byte-built images of the shared package's tests, reused here.
export * from '../../../../shared/src/testing/image-fixtures';
