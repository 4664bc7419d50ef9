/**
 * The environment the server process starts with, as `npm start` runs it (and the tests and the
 * harness that start the built server). MALLOC_ARENA_MAX: glibc gives every thread that allocates
 * (libuv's pool, V8's helpers, the embedded database's thread) an arena of its own, and each keeps
 * its freed memory: two arenas held about 130 MB less resident under 50 concurrent PDFs (the
 * server's 560 MB to 421-444 MB) for the same PDFs a second. glibc reads it only at a process's
 * start, so it is set here, before the server starts; a value already set is kept. The render node
 * and the browsers the server starts inherit it.
 * MALLOC_MMAP_THRESHOLD_: blocks of 128 KiB and more (PDFs, pictures, page HTML) get mappings of
 * their own, given back to the system when freed. Left to itself glibc raises the threshold after
 * the first such block is freed and serves the next ones from its arenas, where they leave holes
 * that stay resident: the server held 405-415 MB instead of 435-465 MB under 50 concurrent PDFs.
 */
export function serverEnvironment(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
