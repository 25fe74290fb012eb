/** The run's edge cache in front of the site (tests/e2e/setup.ts), as a visitor reaches it. */
export const edgeBase = `http://127.0.0.1:${process.env.E2E_EDGE_PORT}`
