/**
 * Markdown that tries to run script or leave the page. Shared by the unit tests and by end-to-end
 * tests in a real browser: a payload that ever executes calls `window.__xss(<name>)` (or `alert`),
 * so a test can hook `window.__xss` and fail when it is called. Every vector also carries visible
 * text, so a test can check the post still renders.
 */
export interface HostileMarkdownVector {
  name: string;
  markdown: string;
}

function vector(name: string, build: (call: string) => string): HostileMarkdownVector {
  return { name, markdown: build(`window.__xss('${name}')`) };
}

export const HOSTILE_MARKDOWN_VECTORS: readonly HostileMarkdownVector[] = [
  // Link protocols.
  vector('link-javascript', (x) => `Click [here](javascript:${x}) now.`),
  vector('link-javascript-mixed-case', (x) => `Click [here](JaVaScRiPt:${x}) now.`),
  vector('link-javascript-upper', (x) => `Click [here](JAVASCRIPT:${x}) now.`),
  vector('link-javascript-decimal-entity', (x) => `Click [here](&#106;avascript:${x}) now.`),
  vector('link-javascript-hex-entity', (x) => `Click [here](&#x6A;avascript:${x}) now.`),
  vector('link-javascript-entity-colon', (x) => `Click [here](javascript&colon;${x}) now.`),
  vector('link-javascript-padded-entities', (x) => `Click [here](&#0000106&#0000097vascript:${x}) now.`),
  vector('link-javascript-percent-newline', (x) => `Click [here](java%0ascript:${x}) now.`),
  vector('link-javascript-percent-tab', (x) => `Click [here](java%09script:${x}) now.`),
  vector('link-javascript-entity-tab', (x) => `Click [here](java&#9;script:${x}) now.`),
  vector('link-javascript-entity-newline', (x) => `Click [here](java&#10;script:${x}) now.`),
  vector('link-javascript-leading-space-entity', (x) => `Click [here](&#32;javascript:${x}) now.`),
  vector('link-javascript-control-prefix', (x) => `Click [here](\u0001javascript:${x}) now.`),
  vector('link-javascript-zero-width', (x) => `Click [here](\u200bjavascript:${x}) now.`),
  vector('link-javascript-angle-brackets', (x) => `Click [here](<javascript:${x}>) now.`),
  vector('link-javascript-angle-leading-space', (x) => `Click [here](< javascript:${x}>) now.`),
  vector('link-javascript-escaped-colon', (x) => `Click [here](javascript\\:${x}) now.`),
  vector('link-vbscript', () => `Click [here](vbscript:msgbox("xss")) now.`),
  vector(
    'link-data-html',
    () => `Click [here](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) now.`,
  ),
  vector('link-data-html-plain', (x) => `Click [here](data:text/html,<script>${x}</script>) now.`),
  vector('link-file', () => `Open [the file](file:///etc/passwd) now.`),
  vector('link-title-breakout', (x) => `Click [here](https://example.com "a\\" onmouseover=\\"${x}") now.`),
  vector('link-title-single-quote', (x) => `Click [here](https://example.com 'x\\' onclick=\\'${x}') now.`),
  vector('link-title-paren', (x) => `Click [here](https://example.com (x" onfocus="${x}" autofocus=")) now.`),
  // Reference-style links and definitions.
  vector('reference-link-javascript', (x) => `Click [here][1] now.\n\n[1]: javascript:${x}`),
  vector('reference-link-javascript-titled', (x) => `Click [here][1] now.\n\n[1]: javascript:${x} "t"`),
  vector('reference-line-javascript', (x) => `Cited [1] here.\n\n[1]: javascript:${x} "Evil"`),
  vector('reference-line-data', () => `Cited [1] here.\n\n[1]: data:text/html,<b>x</b> "Data"`),
  vector(
    'reference-line-title-breakout',
    (x) => `Cited [1] here.\n\n[1]: https://example.com "x\\" onclick=\\"${x}"`,
  ),
  vector('reference-line-url-quote', (x) => `Cited [1] here.\n\n[1]: https://example.com/"onclick="${x} "T"`),
  vector('reference-collapsed-javascript', (x) => `Click [evil][] now.\n\n[evil]: JaVaScRiPt:${x}`),
  // Autolinks.
  vector('autolink-javascript', (x) => `Visit <javascript:${x}> now.`),
  vector('autolink-vbscript', () => `Visit <vbscript:msgbox(1)> now.`),
  vector('autolink-data', () => `Visit <data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==> now.`),
  vector('gfm-autolink-literal-javascript', (x) => `Visit javascript:${x} now.`),
  // Images.
  vector('image-javascript', (x) => `Look ![a picture](javascript:${x}) here.`),
  vector(
    'image-data-svg',
    (x) => `Look ![a picture](data:image/svg+xml;utf8,<svg onload="${x}"></svg>) here.`,
  ),
  vector('image-vbscript', () => `Look ![a picture](vbscript:msgbox(1)) here.`),
  vector('image-alt-breakout', (x) => `Look ![x" onerror="${x}](https://example.invalid/none.png) here.`),
  vector('image-reference-javascript', (x) => `Look ![a picture][img] here.\n\n[img]: javascript:${x}`),
  vector(
    'image-inside-link-javascript',
    (x) => `Look [![a picture](https://example.com/a.png)](javascript:${x}) here.`,
  ),
  // Raw HTML: must never become elements.
  vector('html-script', (x) => `Before\n\n<script>${x}</script>\n\nAfter`),
  vector('html-script-inline', (x) => `Inline <script>${x}</script> text.`),
  vector('html-img-onerror', (x) => `Picture <img src=x onerror="${x}"> text.`),
  vector('html-img-onerror-block', (x) => `<img src="x" onerror="${x}">\n\nText after.`),
  vector('html-iframe-srcdoc', (x) => `Frame <iframe srcdoc="<script>${x}</script>"></iframe> text.`),
  vector('html-iframe-javascript', (x) => `<iframe src="javascript:${x}"></iframe>\n\nText after.`),
  vector('html-svg-onload', (x) => `Shape <svg onload="${x}"></svg> text.`),
  vector('html-svg-script', (x) => `<svg><script>${x}</script></svg>\n\nText after.`),
  vector(
    'html-details-ontoggle',
    (x) => `<details open ontoggle="${x}"><summary>More</summary></details>\n\nText after.`,
  ),
  vector('html-anchor-javascript', (x) => `A <a href="javascript:${x}">raw link</a> text.`),
  vector('html-anchor-onclick', (x) => `A <a href="#" onclick="${x}">raw link</a> text.`),
  vector(
    'html-style-attribute',
    () => `Styled <p style="background:url(javascript:alert(1))">para</p> text.`,
  ),
  vector(
    'html-style-element',
    () => `<style>body{background:url("javascript:alert(1)")}</style>\n\nText after.`,
  ),
  vector(
    'html-form-action',
    (x) => `<form action="javascript:${x}"><button>Send</button></form>\n\nText after.`,
  ),
  vector('html-button-formaction', (x) => `A <button formaction="javascript:${x}">button</button> text.`),
  vector('html-object-data', (x) => `<object data="javascript:${x}"></object>\n\nText after.`),
  vector('html-embed', (x) => `<embed src="javascript:${x}">\n\nText after.`),
  vector(
    'html-meta-refresh',
    (x) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">\n\nText after.`,
  ),
  vector('html-base-href', () => `<base href="javascript:/">\n\nText after.`),
  vector('html-link-import', () => `<link rel="import" href="https://evil.example/x.html">\n\nText after.`),
  vector('html-body-onload', (x) => `<body onload="${x}">\n\nText after.`),
  vector('html-input-autofocus', (x) => `An <input autofocus onfocus="${x}"> field.`),
  vector('html-video-onerror', (x) => `<video><source onerror="${x}"></video>\n\nText after.`),
  vector('html-math-href', (x) => `<math><mi xlink:href="javascript:${x}">x</mi></math>\n\nText after.`),
  vector('html-comment-breakout', (x) => `Text <!-- --><script>${x}</script> -->.`),
  vector('html-cdata', (x) => `Text <![CDATA[<script>${x}</script>]]> after.`),
  vector('html-inside-table', (x) => `| a | b |\n| - | - |\n| <img src=x onerror="${x}"> | cell |`),
  vector('html-inside-list', (x) => `- item <script>${x}</script>\n- second`),
  vector('html-entity-encoded-tag', (x) => `Text &lt;script&gt;${x}&lt;/script&gt; after.`),
  // Markdown constructs wrapping dangerous content.
  vector('code-block-script', (x) => `\`\`\`html\n<script>${x}</script>\n\`\`\`\n\nText after.`),
  vector('footnote-javascript', (x) => `Text[^1] after.\n\n[^1]: See [this](javascript:${x}).`),
  vector('task-list-html', (x) => `- [x] done <img src=x onerror="${x}">\n- [ ] todo`),
  vector('table-link-javascript', (x) => `| a | b |\n| - | - |\n| [cell](javascript:${x}) | b |`),
  vector('nested-brackets-javascript', (x) => `Click [[nested]](javascript:${x}) now.`),
  vector('alert-fallback', () => `Click [here](javascript:alert(document.domain)) now.`),
];
