import Testing

@testable import PhotomaniaCLI

@Suite struct TextHTMLTests {
    @Test func realisticDescription() {
        let html = """
            <p>Shot at dawn from the summit of Mt. Fuji &mdash; it was <b>freezing</b>!</p>\r\n\
            <p>Canon EOS 5D Mark IV&nbsp;+&nbsp;24-70mm f/2.8<br/>ISO 100, 1/250&nbsp;s</p>\
            <p>Prints: <a href="https://example.com/shop" rel="nofollow">my shop</a></p>
            """
        #expect(
            PlainText.fromHTML(html) == """
                Shot at dawn from the summit of Mt. Fuji — it was freezing!

                Canon EOS 5D Mark IV + 24-70mm f/2.8
                ISO 100, 1/250 s

                Prints: my shop (https://example.com/shop)
                """)
    }

    @Test func lineBreakTags() {
        #expect(PlainText.fromHTML("one<br>two<br/>three<BR />four") == "one\ntwo\nthree\nfour")
        #expect(PlainText.fromHTML("a<br><br><br><br>b") == "a\n\nb")
        #expect(PlainText.fromHTML("<p>a</p><p>b</p>") == "a\n\nb")
    }

    @Test func crlfAndLoneCarriageReturns() {
        #expect(PlainText.fromHTML("one\r\ntwo\rthree") == "one\ntwo\nthree")
    }

    @Test func spacesCollapseAndLinesAreTrimmed() {
        #expect(PlainText.fromHTML("  lots   of \t space  \n   here  ") == "lots of space\nhere")
        #expect(PlainText.fromHTML("\n\n\nfirst\n\n\n\nsecond\n\n") == "first\n\nsecond")
    }

    @Test func namedEntities() {
        #expect(PlainText.fromHTML("Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; &apos;a&apos;") == "Tom & Jerry <3 > \"q\" 'a'")
        #expect(PlainText.fromHTML("caf&eacute; &copy; 2026&hellip; &ndash; &rsquo;&lsquo;&ldquo;&rdquo;") == "café © 2026… – ’‘“”")
        #expect(PlainText.fromHTML("&Eacute;t&eacute; &agrave; &Ouml;land &szlig; &yuml; &times;") == "Été à Öland ß ÿ ×")
        #expect(PlainText.fromHTML("&euro;5 &trade;") == "€5 ™")
    }

    @Test func numericEntities() {
        #expect(PlainText.fromHTML("caf&#233; &#x1F600; &#X41;") == "café 😀 A")
        #expect(PlainText.fromHTML("it&#146;s &#150; ok") == "it’s – ok")
        #expect(PlainText.fromHTML("bad &#0; &#xD800; &#x110000;") == "bad \u{FFFD} \u{FFFD} \u{FFFD}")
    }

    @Test func unknownOrUnterminatedEntitiesStayAsText() {
        #expect(PlainText.fromHTML("AT&T and R&D") == "AT&T and R&D")
        #expect(PlainText.fromHTML("&bogus; &amp") == "&bogus; &amp")
        #expect(PlainText.fromHTML("a & b; c") == "a & b; c")
        #expect(PlainText.fromHTML("&#;&#x;&") == "&#;&#x;&")
    }

    @Test func links() {
        #expect(PlainText.fromHTML(#"<a href="https://500px.com/p/anna">Anna</a>"#) == "Anna (https://500px.com/p/anna)")
        #expect(PlainText.fromHTML(#"<a href="https://example.com/">https://example.com</a>"#) == "https://example.com")
        #expect(PlainText.fromHTML(#"<a href='http://www.example.com'>example.com</a>"#) == "example.com")
        #expect(PlainText.fromHTML(#"see <a href="https://x.io/a?b=1&amp;c=2">this</a>."#) == "see this (https://x.io/a?b=1&c=2).")
        #expect(PlainText.fromHTML(#"<a href=https://x.io/p>p</a>"#) == "p (https://x.io/p)")
        #expect(PlainText.fromHTML(#"<a href="https://x.io"></a>"#) == "https://x.io")
        #expect(PlainText.fromHTML(##"<a href="#top">top</a> <a>plain</a>"##) == "top plain")
        #expect(PlainText.fromHTML(#"<a href="javascript:alert(1)">click</a>"#) == "click")
    }

    @Test func listsScriptsStylesAndComments() {
        #expect(PlainText.fromHTML("<ul><li>one</li><li>two</li></ul>") == "• one\n• two")
        #expect(PlainText.fromHTML("a<script>alert('<b>x</b>')</script>b") == "ab")
        #expect(PlainText.fromHTML("a<STYLE>p { color: red }</STYLE>b") == "ab")
        #expect(PlainText.fromHTML("a<!-- hidden <b> -->b") == "ab")
    }

    @Test func malformedMarkupNeverCrashes() {
        #expect(PlainText.fromHTML("a < b and c<d") == "a < b and c<d")
        #expect(PlainText.fromHTML("x <3 y") == "x <3 y")
        #expect(PlainText.fromHTML("unclosed <b") == "unclosed <b")
        #expect(PlainText.fromHTML("<a href=\"x>broken") == "<a href=\"x>broken")
        #expect(PlainText.fromHTML("<") == "<")
        #expect(PlainText.fromHTML("&") == "&")
        #expect(PlainText.fromHTML("") == "")
        #expect(PlainText.fromHTML("</a></p><a href=>x") == "x")
        #expect(PlainText.fromHTML("a<!-- never closed") == "a")
        #expect(PlainText.fromHTML("<script>never closed") == "")
    }

    @Test func controlCharactersFromEntitiesAreStripped() {
        #expect(PlainText.fromHTML("Red &#27;[31mtitle") == "Red title")
        #expect(PlainText.fromHTML("a\u{1B}[2Jb &#x1b;]0;x&#7;c") == "ab c")
        #expect(PlainText.fromHTML("a\u{1B}[2Jb") == "ab")
    }
}
