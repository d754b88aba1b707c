import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../infra/sanitize-html";

/** Every `<` of the output opens or closes an allowed tag with allowed attributes only. */
function onlyAllowedMarkup(html: string) {
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag, html).toMatch(
      /^<\/?(p|br|strong|b|em|i|ul|ol|li|h2|h3|h4|blockquote|a|img|table|caption|thead|tbody|tfoot|tr|th|td)( (href|rel|src|alt|width|height)="[^"<>]*")*>$/,
    );
  }
  expect(html.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
}

describe("sanitizeHtml", () => {
  it("keeps the allowed rich text as it is", () => {
    const html = `<h2>Title</h2><p>One <strong>two</strong> <em>three</em> <b>b</b> <i>i</i><br>four &amp; five</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><h3>h3</h3><h4>h4</h4>`;
    expect(sanitizeHtml(html)).toBe(html);
    const table =
      "<table><caption>c</caption><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>";
    expect(sanitizeHtml(table)).toBe(table);
    expect(sanitizeHtml("")).toBe("");
    expect(sanitizeHtml(null)).toBe("");
  });

  it("escapes script, style and unknown tags, dropping script and style contents", () => {
    expect(sanitizeHtml(`<p>hi</p><script>alert("x")</script>`)).toBe("<p>hi</p>");
    expect(sanitizeHtml(`<style>body{display:none}</style>ok`)).toBe("ok");
    expect(sanitizeHtml(`<SCRIPT SRC=//evil.example/x.js></SCRIPT>`)).toBe("");
    // an unclosed script is still a script to a browser: removed with its content
    expect(sanitizeHtml(`<script>alert(1)`)).toBe("");
    expect(sanitizeHtml(`<iframe src="javascript:alert(1)"></iframe>x`)).toBe("x");
    expect(sanitizeHtml(`<div class="x" style="color:red">d</div>`)).toBe(`&lt;div class="x" style="color:red"&gt;d&lt;/div&gt;`);
    expect(sanitizeHtml(`<!-- <script>alert(1)</script> -->after`)).toBe("after");
    // "scr<script" is one (unknown) tag name to the tokenizer: shown as text, nothing runs
    expect(sanitizeHtml("<scr<script>x</script>ipt>alert(1)</script>")).toBe("&lt;scr&lt;script&gt;xipt&gt;alert(1)");
  });

  it("drops event handlers, styles and every attribute not listed", () => {
    expect(sanitizeHtml(`<p onclick="alert(1)" style="x" class="c" id="i">t</p>`)).toBe("<p>t</p>");
    expect(sanitizeHtml(`<img src="/uploads/a.webp" onerror="alert(1)" alt="A" width="40" height="30" style="x">`)).toBe(
      `<img src="/uploads/a.webp" alt="A" width="40" height="30">`,
    );
    expect(sanitizeHtml(`<img src=x onerror=alert(1)>`)).toBe(`<img src="x">`);
    expect(sanitizeHtml(`<a href="/page/about" target="_blank" onmouseover="alert(1)">a</a>`)).toBe(
      `<a href="/page/about" rel="noopener">a</a>`,
    );
    // no space between attributes, a slash among them: a browser still reads the handler as an attribute; it is dropped
    expect(sanitizeHtml(`<a href="x"onmouseover=alert(1)>t</a>`)).toBe(`<a href="x" rel="noopener">t</a>`);
    expect(sanitizeHtml(`<img src="a" / onerror=alert(1)>`)).toBe(`<img src="a">`);
    expect(sanitizeHtml(`<p title='"><script>alert(1)</script>'>x</p>`)).toBe("<p>x</p>");
  });

  it("keeps http, https and relative links only, also when the scheme is disguised", () => {
    expect(sanitizeHtml(`<a href="https://example.com/x?a=1&amp;b=2">x</a>`)).toBe(
      `<a href="https://example.com/x?a=1&amp;b=2" rel="noopener">x</a>`,
    );
    expect(sanitizeHtml(`<a href="#top">x</a><a href="?q=1">y</a>`)).toBe(
      `<a href="#top" rel="noopener">x</a><a href="?q=1" rel="noopener">y</a>`,
    );
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "&#106avascript:alert(1)",
      "javascript&colon;alert(1)",
      "jav&#13;ascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "//evil.example/",
      "/\\evil.example/",
      "\u0001javascript:alert(1)",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a rel="noopener">x</a>`);
    }
    expect(sanitizeHtml(`<a href='javascript:alert(1)'>x</a>`)).toBe(`<a rel="noopener">x</a>`);
    expect(sanitizeHtml(`<a href=javascript:alert(1)>x</a>`)).toBe(`<a rel="noopener">x</a>`);
  });

  it("keeps pictures from this site only", () => {
    expect(sanitizeHtml(`<img src="/uploads/demo/p1-640x640.webp" alt="A &amp; B">`)).toBe(
      `<img src="/uploads/demo/p1-640x640.webp" alt="A &amp; B">`,
    );
    for (const src of [
      "https://evil.example/p.png",
      "//evil.example/p.png",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "&#106;avascript:alert(1)",
    ]) {
      expect(sanitizeHtml(`<p><img src="${src}" alt="x"></p>`), src).toBe("<p></p>");
    }
    expect(sanitizeHtml(`<img src="/a.png" width="100%" height="9999999">`)).toBe(`<img src="/a.png">`);
  });

  it("escapes SVG and MathML, and their contents never become markup", () => {
    expect(sanitizeHtml(`<svg onload=alert(1)><circle r=1 /></svg>ok`)).toBe("ok");
    expect(sanitizeHtml(`<svg/onload=alert(1)>`)).toBe("");
    expect(sanitizeHtml(`<math><mtext><img src=x onerror=alert(1)></mtext></math>ok`)).toBe("ok");
    onlyAllowedMarkup(sanitizeHtml(`<svg><a xlink:href="javascript:alert(1)"><text>x</text></a>`));
  });

  it("balances nested and unclosed tags, drops stray end tags", () => {
    expect(sanitizeHtml("<p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    // as a browser builds it: an <li> closes the previous one; a stray </p> is an empty paragraph, other stray end tags go
    expect(sanitizeHtml("<ul><li>a<li>b</ul>after")).toBe("<ul><li>a</li><li>b</li></ul>after");
    expect(sanitizeHtml("</p></div>text</strong>")).toBe("<p></p>text");
    expect(sanitizeHtml("<p><em>x</p>y")).toBe("<p><em>x</em></p>y");
    expect(sanitizeHtml("<table><tr><td>1")).toBe("<table><tr><td>1</td></tr></table>");
  });

  it("escapes text that is not markup, keeps character references as text", () => {
    expect(sanitizeHtml("1 < 2 > 0 & AT&T")).toBe("1 &lt; 2 &gt; 0 &amp; AT&amp;T");
    expect(sanitizeHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sanitizeHtml("<<p>>")).toBe("&lt;<p>&gt;</p>");
    expect(sanitizeHtml("a\u0000<p>b")).toBe("a<p>b</p>");
  });

  it("never lets anything else through (a mixed bag of vectors)", () => {
    const vectors = [
      `<img src="x" onerror="alert(1)"//>`,
      `<body onload=alert(1)>`,
      `<input autofocus onfocus=alert(1)>`,
      `<a href="javas&#99;ript:alert(1)">x</a>`,
      `<object data="javascript:alert(1)">`,
      `<embed src="javascript:alert(1)">`,
      `<form action="javascript:alert(1)"><button>x</button></form>`,
      `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
      `<link rel=stylesheet href=//evil.example>`,
      `<base href="//evil.example/">`,
      `<p style="background:url(javascript:alert(1))">x</p>`,
      `<a href="https://ok.example" style="position:fixed">x</a>`,
      `"><script>alert(1)</script>`,
      `<img src=/ok.png alt="" onload=alert(1) x=">">`,
      `<p\nonclick=alert(1)>x</p>`,
      `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
      `<template><script>alert(1)</script></template>`,
      `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
    ];
    for (const v of vectors) {
      const out = sanitizeHtml(v);
      onlyAllowedMarkup(out);
      // what is left of it is text: no tag of the output points at script
      for (const tag of out.match(/<[^>]*>/g) ?? []) expect(tag, v).not.toMatch(/javascript|alert|evil/i);
    }
  });

  // The hard cases of DOMPurify's and sanitize-html's own suites, and of the mXSS write-ups.
  it("mutation XSS through nested SVG, MathML, noscript, style and textarea leaves nothing", () => {
    for (const v of [
      `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
      `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">`,
      `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
      `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
      `<math><style><img src=x onerror=alert(1)></style></math>`,
      `<plaintext><img src=x onerror=alert(1)>`,
      `<![CDATA[<img src=x onerror=alert(1)>]]>`,
    ]) {
      expect(sanitizeHtml(v), v).toBe("");
    }
    // what is around the foreign element stays; its content (foreignObject included) goes
    expect(sanitizeHtml(`<p>a<svg><foreignObject><p>b</p></foreignObject></svg>c</p>`)).toBe("<p>ac</p>");
    const formMath = sanitizeHtml(`<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`);
    onlyAllowedMarkup(formMath);
    expect(formMath).not.toMatch(/<img|onerror/);
  });

  it("reads entity-encoded, tab-split and space-led schemes as the browser does", () => {
    for (const href of [
      "java&#x09;script:alert(1)",
      "java&Tab;script:alert(1)",
      "java&NewLine;script:alert(1)",
      "jav&#x0A;ascript:alert(1)",
      "&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)",
      "  javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;",
      "\\\\evil.example/",
      "\\/evil.example/",
      " //evil.example/",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a rel="noopener">x</a>`);
      expect(sanitizeHtml(`<img src="${href}" alt="x">`), href).toBe("");
    }
    expect(sanitizeHtml(`<A HREF="https://ok.example/" REL="opener" TARGET=_blank>x</A>`)).toBe(
      `<a href="https://ok.example/" rel="noopener">x</a>`,
    );
  });

  it("drops data: pictures and srcset, keeps the safe src", () => {
    expect(sanitizeHtml(`<img src="data:image/png;base64,iVBORw0KGgo=" alt="d">`)).toBe("");
    expect(sanitizeHtml(`<img src="/uploads/a.webp" srcset="javascript:alert(1) 1x, https://evil.example/x.png 2x" alt="s">`)).toBe(
      `<img src="/uploads/a.webp" alt="s">`,
    );
    expect(sanitizeHtml(`<img src="/uploads/a.webp" srcset="/uploads/a-2x.webp 2x" sizes="50vw">`)).toBe(`<img src="/uploads/a.webp">`);
  });

  it("closes unclosed tags and leaves a cut-off tag as text", () => {
    expect(sanitizeHtml(`<p><a href="/x">link`)).toBe(`<p><a href="/x" rel="noopener">link</a></p>`);
    expect(sanitizeHtml(`<p>text<b`)).toBe(`<p>text</p>&lt;b`);
    expect(sanitizeHtml(`<img src="/a.png" alt="x`)).not.toMatch(/<img/);
    expect(sanitizeHtml(`<p>a</p></p>`)).toBe(`<p>a</p><p></p>`);
  });

  it("keeps attribute values inside their quotes (no attribute injection)", () => {
    expect(sanitizeHtml(`<img src="/a.png" alt='x" onerror="alert(1)'>`)).toBe(`<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)">`);
    expect(sanitizeHtml(`<img src="/a.png" alt="&quot; onerror=alert(1) x=&quot;">`)).toBe(
      `<img src="/a.png" alt="&quot; onerror=alert(1) x=&quot;">`,
    );
    expect(sanitizeHtml(`<a href="/x?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>`)).toBe(
      `<a href="/x?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener">x</a>`,
    );
    // an empty comment `<!-->` ends at once for a browser too: the picture is real, its handler goes
    expect(sanitizeHtml(`<p>x</p><!--><img src=x onerror=alert(1)>-->`)).toBe(`<p>x</p><img src="x">--&gt;`);
  });

  it("is stable: its output sanitized again is the same (no markup appears on a second parse)", () => {
    for (const v of [
      `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
      `<p>a &lt;script&gt; &amp;lt; b</p><div onclick=x>c</div>`,
      `<a href="/x?a=&quot;&gt;">x</a><img src="/a.png" alt="&lt;img src=x onerror=alert(1)&gt;">`,
      "<scr<script>x</script>ipt>alert(1)</script>",
      `<<p>>`,
    ]) {
      const once = sanitizeHtml(v);
      expect(sanitizeHtml(once), v).toBe(once);
    }
  });
});
