/// Misbehaviour the demo server injects around its handler's responses, for tests and for
/// `photomania serve --faults SPEC`.
///
/// ## Grammar
///
/// ```
/// SPEC     = RULE *( ";" RULE )
/// RULE     = [ MATCHERS ":" ] ACTIONS
/// MATCHERS = MATCHER *( ( "+" / "&" ) MATCHER )
/// ACTIONS  = ACTION *( "," ACTION )
/// ```
///
/// Spaces around tokens are ignored. A rule without matchers applies to every request.
///
/// Matchers (all must hold):
/// - `path=GLOB` — the percent-decoded request path; `*` matches any run of characters,
///   e.g. `/images/*`, `/v1/photos/5`.
/// - `method=GLOB` — the REST method the request names in its `method` parameter (query or
///   form-encoded body), e.g. `flickr.photos.search` or `flickr.photos.*`; a request without
///   one never matches.
/// - `first=N` — only the first N requests that match the rule's `path` and `method` (fails N
///   times, then works).
/// - `every=N` — only the Nth, 2Nth, … request that matches the rule's `path` and `method`.
///
/// Actions:
/// - `status=N` — answer N with the API's JSON error body `{"error": "<reason>", "status": N}`.
/// - `retry-after=S` / `retry-after-date=S` — add `Retry-After` as seconds, or as the HTTP-date
///   S seconds ahead; without `status=` the status is 503.
/// - `truncate=AMOUNT` — full `Content-Length`, then only AMOUNT body bytes, then close.
/// - `stall[=AMOUNT]` — send the headers and AMOUNT body bytes (default half), then hold the
///   connection open, sending nothing, until the client hangs up or the server stops.
/// - `stall-headers` — read the request and never answer.
/// - `close` — close the connection without any response.
/// - `rate=BYTES_PER_SECOND` — throttle the body.
/// - `delay=SECONDS` — wait before answering (fractions allowed).
/// - `html` — an HTML error page (`text/html`), status from `status=` or 502.
/// - `malformed` — `application/json` that does not parse, status from `status=` or 200.
/// - `corrupt` — flip bytes in the middle of the body, keeping its length.
/// - `redirect=URL` — redirect there; `redirect-loop` — redirect to the request's own URL.
///   The status is `status=` or 302.
/// - `content-type=TYPE` — replace `Content-Type`.
/// - `disposition=VALUE` — set `Content-Disposition` verbatim.
/// - `gzip` — send a non-empty body as gzip (stored deflate blocks, so a little longer) with
///   `Content-Encoding: gzip` and the encoded `Content-Length`; `Range` is ignored (200, whole
///   body). `corrupt` damages the bytes before they are encoded; `truncate`, `stall` and
///   `rate` count encoded bytes.
/// - `total-items=N` / `total-pages=N` — replace the JSON answer's `total_items` / `total_pages`
///   with N (any whole number, negative or past what a page could hold).
/// - `page=N` — answer as if the request asked for page N (its `page` parameter replaced), so
///   that every page repeats the same one.
/// - `query=NAME=VALUE` — answer as if the request's NAME parameter were VALUE (replaced; an
///   empty VALUE removes it): `method=flickr.photosets.getPhotos:query=extras=url_m` answers an
///   album's photos with no size but Medium 500, as real answers come when Flickr does not
///   honour the extras asked for.
/// - `stat-fail=CODE` — instead of the handler's answer, its API's own error of that number
///   (0 to 99999) with HTTP 200: on the demo server Flickr's `{"stat":"fail","code":CODE,
///   "message":…}`, as JSON or JSONP like the request asked.
///
/// AMOUNT is a byte count (`512`) or a fraction of the body containing a dot (`0.5`).
/// In a GLOB, URL, TYPE or VALUE write `%3B` for `;`, `%2C` for `,`, `%3A` for `:` in a glob,
/// `%2B`/`%26` for `+`/`&` in a glob, and `%25` for `%`: those values are percent-decoded.
///
/// Rules are tried in order and the first whose matchers all hold applies; later rules neither
/// see nor count that request. Counters for `first` and `every` belong to the server running the
/// plan, so one plan given to two servers counts separately in each.
///
/// Example: `path=/images/*+first=2:status=503,retry-after=1; path=/v1/photos:delay=0.5;
/// method=flickr.photos.search+first=1:stat-fail=105`.
public struct FaultPlan: Sendable, Hashable {
    public var rules: [FaultRule]

    public init(rules: [FaultRule] = []) {
        self.rules = rules
    }

    public var isEmpty: Bool { rules.isEmpty }
}
