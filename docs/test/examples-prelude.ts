// What the examples leave to the reader, declared once with real types (see examples.test.ts).
export {}
