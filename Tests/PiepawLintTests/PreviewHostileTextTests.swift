import Foundation
import Testing

@testable import PiepawLint

/// Everything a repository writes reaches the preview as text: titles, descriptions, flow, asset and file names,
/// messages, font names. Written with markup, attribute breakers, `javascript:` URLs and bidi controls, it must
/// come out as inert text: no element, attribute, URL or style of its own.
@Suite struct PreviewHostileTextTests {
  typealias F = PreviewFixture

  static let hostile = [
    "</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
    "'><a href=\"javascript:alert(2)\">x</a>", "\u{202E}evil\u{2066}txt.exe", "</style><style>*{display:none}",
  ]

  static func hostileDocument() -> String {
    var view = F.articleView()
    view.title?.font = .custom(name: "x\");}</style><script>alert(3)</script>", size: 30, relativeTo: nil, scales: true)
    let sets = [F.background("bg\"><img src=x>"), F.icon("javascript:alert(4)")]
    var pages = hostile.enumerated().map { index, text in
      F.page(
        line: 20 + index * 10, title: text, description: hostile.reversed().joined(), background: "bg\"><img src=x>",
        icon: "javascript:alert(4)", tag: index, view: view)
    }
    pages[1].icon = Field(.literal(.catalogName("<svg onload=alert(5)>")), at: .text(F.model, line: 34, column: 1))
    var project = F.project(pages: pages, sets: sets)
    project.contentFiles[0].flows[0].name = "flow\u{202E}<b>x</b>"
    let diagnostics = hostile.enumerated().map { index, text in
      Diagnostic(
        ruleID: "rule-\(text)", severity: .error, message: "message \(text)",
        location: .text(F.root + "/\(text).swift", line: index + 1, column: 1))
    }
    return FakeThumbnails().render(F.input(project, diagnostics: diagnostics)).html
  }

  /// The preview's own elements and attributes; anything else came from the repository.
  static let elements: Set<String> = [
    "!doctype", "html", "head", "meta", "title", "style", "body", "main", "header", "nav", "ul", "li", "a", "section",
    "h1", "h2", "h3", "h4", "p", "details", "summary", "div", "figure", "figcaption", "b", "span", "i", "code",
    "article", "table", "tr", "th", "td",
  ]
  static let attributes: Set<String> = [
    "class", "style", "id", "href", "name", "open", "charset", "http-equiv", "content", "lang",
  ]

  @Test func hostileTextMakesNoElementAttributeUrlOrStyle() throws {
    let html = Self.hostileDocument()
    let tags = try Self.tags(html)
    #expect(Set(tags.map(\.name)).isSubset(of: Self.elements), "\(Set(tags.map(\.name)).subtracting(Self.elements))")
    for tag in tags where tag.name != "!doctype" {
      #expect(Set(tag.attributes.keys).isSubset(of: Self.attributes), "\(tag)")
      if let href = tag.attributes["href"] { #expect(href.hasPrefix("#") && !href.contains(":"), "\(href)") }
      if let style = tag.attributes["style"] {
        #expect(!style.contains("<") && !style.contains("}") && !style.contains("url("), "\(style)")
      }
    }
    #expect(tags.filter { $0.name == "style" }.count == 2, "only the preview's own style elements")
    #expect(html.components(separatedBy: "</style>").count == 3)
  }

  @Test func hostileTextIsShownAsText() throws {
    let html = Self.hostileDocument()
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
    #expect(html.contains("message javascript:alert(1)"))
    #expect(!html.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2066}" }, "bidi controls are shown")
    #expect(html.contains("\\u{202E}evil\\u{2066}txt.exe"))
    #expect(
      html.contains("font-family:&quot;x\\22 \\29 \\3b \\7d \\3c \\2f style\\3e \\3c script\\3e alert\\28 3\\29 "))
  }

  struct Tag: CustomStringConvertible {
    var name: String
    var attributes: [String: String]
    var description: String { "<\(name) \(attributes)>" }
  }

  /// A small tokenizer for the markup the preview writes (double-quoted or bare attribute values, no comments): it
  /// reads every tag as a browser would, so a `<` or `"` that escaping missed shows up as a tag or attribute.
  static func tags(_ html: String) throws -> [Tag] {
    var tags: [Tag] = []
    let scalars = Array(html.unicodeScalars)
    var index = 0
    var rawTextEnd: String?
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      if let end = rawTextEnd {
        // Inside <style>: only its own end tag ends it.
        let rest = String(String.UnicodeScalarView(scalars[index...].prefix(end.unicodeScalars.count)))
        guard rest.lowercased() == end else {
          index += 1
          continue
        }
        rawTextEnd = nil
      }
      index += 1
      let closing = index < scalars.count && scalars[index] == "/"
      if closing { index += 1 }
      var name = ""
      while index < scalars.count, !" \n>/".unicodeScalars.contains(scalars[index]) {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard !name.isEmpty, name.first!.isLetter || name.first == "!" else { continue }
      var attributes: [String: String] = [:]
      while index < scalars.count, scalars[index] != ">" {
        if " \n/".unicodeScalars.contains(scalars[index]) {
          index += 1
          continue
        }
        var attribute = ""
        while index < scalars.count, !" \n=>".unicodeScalars.contains(scalars[index]) {
          attribute.unicodeScalars.append(scalars[index])
          index += 1
        }
        var value = ""
        if index < scalars.count, scalars[index] == "=" {
          index += 1
          if index < scalars.count, scalars[index] == "\"" {
            index += 1
            while index < scalars.count, scalars[index] != "\"" {
              value.unicodeScalars.append(scalars[index])
              index += 1
            }
            index += 1
          } else {
            while index < scalars.count, !" \n>".unicodeScalars.contains(scalars[index]) {
              value.unicodeScalars.append(scalars[index])
              index += 1
            }
          }
        }
        attributes[attribute.lowercased()] = Self.unescaped(value)
      }
      index += 1
      let lowered = name.lowercased()
      if !closing {
        tags.append(Tag(name: lowered, attributes: attributes))
        if lowered == "style" { rawTextEnd = "</style" }
      }
    }
    return tags
  }

  private static func unescaped(_ value: String) -> String {
    value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
