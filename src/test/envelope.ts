/** A platform answer as the server sends it: `value` in a successful envelope, as JSON. For tests' fake fetches. */
export function envelopeResponse(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
