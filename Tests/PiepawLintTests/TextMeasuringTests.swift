import Foundation
import Testing

@testable import PiepawLint

/// Line breaking as UIKit wraps, on texts whose characters have made-up widths (no font needed).
@Suite struct LineBreakingTests {
  /// Each character 10 points wide, except the widths given.
  static func lines(_ text: String, width: Double, widths: [Character: Double] = [:]) -> [String] {
    let characters = Array(text)
    let advances = characters.map { widths[$0] ?? 10 }
    return LineBreaker.lines(characters, widths: advances, width: width).map { String(characters[$0]) }
  }

  @Test func latinBreaksAtSpacesWhichHang() {
    // "Find a friend" = 13 characters; 60 points hold 6: the space after "Find a" hangs past the line's end.
    #expect(Self.lines("Find a friend nearby", width: 60) == ["Find a ", "friend ", "nearby"])
    #expect(Self.lines("Find a friend", width: 1000) == ["Find a friend"])
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
    // A German compound has no space to break at: UIKit breaks it by character.
    #expect(Self.lines("Haustierversicherung", width: 80) == ["Haustier", "versiche", "rung"])
    #expect(Self.lines("Die Haustierversicherung", width: 80) == ["Die ", "Haustier", "versiche", "rung"])
  }

  @Test func hyphensBreakAfterNotBefore() {
    #expect(Self.lines("Tier-Adoptionsportal", width: 120) == ["Tier-", "Adoptionspor", "tal"])
    #expect(Self.lines("E-Mail-Adresse", width: 70) == ["E-Mail-", "Adresse"])
    // Not between a minus sign and a digit.
    #expect(!LineBreaker.canBreak(between: "-", and: "5"))
    #expect(LineBreaker.canBreak(between: "-", and: "M"))
  }

  @Test func japaneseAndChineseBreakBetweenAnyCharacters() {
    #expect(Self.lines("ペットを探そう", width: 30) == ["ペット", "を探そ", "う"])
    #expect(Self.lines("寻找你的宠物", width: 40) == ["寻找你的", "宠物"])
    // Kinsoku: a line never starts with 。 or 、, so the character before moves down with it.
    #expect(Self.lines("探そう。今すぐ", width: 30) == ["探そ", "う。今", "すぐ"])
  }

  @Test func emojiAreNeverSplitAndBreakLikeIdeographs() {
    let family = "👩‍👩‍👧‍👦"
    let text = "Hi \(family)🐶🇩🇪"
    #expect(Array(text).count == 6)
    #expect(Self.lines(text, width: 30) == ["Hi ", "\(family)🐶🇩🇪"])
    #expect(Self.lines(text, width: 20) == ["Hi ", "\(family)🐶", "🇩🇪"])
  }

  @Test func noBreakSpacesAndNewlines() {
    #expect(Self.lines("10\u{00A0}km away", width: 50) == ["10\u{00A0}km ", "away"])
    #expect(Self.lines("one\ntwo", width: 1000) == ["one", "two"])
  }
}

/// Widths measured with real fonts (Inter, installed by scripts/install-deps) through the FreeType/HarfBuzz shim.
@Suite struct TextMeasuringTests {
  static let inter = "/usr/share/fonts/opentype/inter/"
  static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  static func face(_ path: String) -> FontFace? {
    guard FileManager.default.fileExists(atPath: path) else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(path) is missing in CI")
      print("skipped: \(path) is not installed (scripts/install-deps installs fonts-inter and fonts-noto-cjk)")
      return nil
    }
    return try? FontFace.open(path: path).get()
  }

  @Test func readsTheFontsNames() throws {
    guard let face = Self.face(Self.inter + "InterDisplay-Black.otf") else { return }
    #expect(face.postScriptName == "InterDisplay-Black")
    #expect(face.fullName == "Inter Display Black")
    #expect(face.familyName == "Inter Display")
    #expect(face.styleName == "Black")
  }

  @Test func kerningNarrowsTheText() throws {
    guard let face = Self.face(Self.inter + "Inter-Regular.otf") else { return }
    let kerned = try MeasuringFont(face: face, style: ShapingStyle(size: 17)).measure("AVATAR").get().width
    let plain = try MeasuringFont(face: face, style: ShapingStyle(size: 17, kerning: false)).measure("AVATAR").get()
      .width
    #expect(kerned < plain - 1)
  }

  @Test func trackingIsAddedToEveryCharacter() throws {
    guard let face = Self.face(Self.inter + "InterDisplay-Black.otf") else { return }
    let plain = try MeasuringFont(face: face, style: ShapingStyle(size: 34)).measure("Welcome").get().width
    let tracked = try MeasuringFont(face: face, style: ShapingStyle(size: 34), tracking: 0.5).measure("Welcome").get()
    #expect(abs(tracked.width - plain - 3.5) < 0.001)
  }

  @Test func cjkFallsBackToACJKFontAndEmojiToItsBox() throws {
    guard let face = Self.face(Self.inter + "Inter-Regular.otf"), let cjk = Self.face(Self.cjk) else { return }
    let font = MeasuringFont(face: face, style: ShapingStyle(size: 20, language: "ja"), fallbacks: [cjk])
    let measured = try font.measure("ペットを探そう🐶").get()
    // Noto Sans CJK's kana are one em wide; the emoji is 1.25 em.
    #expect(measured.widths.prefix(7).allSatisfy { abs($0 - 20) < 0.01 })
    #expect(abs(measured.widths[7] - 25) < 0.01)
    #expect(measured.fallbackCharacters == 8)
    #expect(measured.missingCharacters == 0)
  }

  @Test func theSystemTrackingTableFollowsApplesValues() {
    // HIG: Large Title 34 pt +0.40 (12/1000 em), Body 17 pt −0.43 (−26/1000), Caption 2 11 pt +0.06.
    #expect(abs(SystemFontTracking.points(atSize: 34) - 0.408) < 0.001)
    #expect(abs(SystemFontTracking.points(atSize: 17) + 0.442) < 0.001)
    #expect(abs(SystemFontTracking.points(atSize: 11) - 0.066) < 0.001)
    // Between rows: 55 pt lies between 54 and 56 pt, both +6/1000.
    #expect(abs(SystemFontTracking.points(atSize: 55) - 55 * 0.006) < 0.001)
    #expect(abs(SystemFontTracking.points(atSize: 19.5) - 19.5 * -0.0235) < 0.001)
  }

  @Test func dynamicTypeSizes() {
    #expect(DynamicType.size(of: .largeTitle, at: .large) == 34)
    #expect(DynamicType.size(of: .largeTitle, at: .xxxLarge) == 40)
    #expect(DynamicType.size(of: .body, at: .accessibilityXxxLarge) == 53)
    #expect(DynamicType.scaled(20, relativeTo: .body, at: .xxxLarge) == 20.0 * 23 / 17)
  }

  @Test func aFileThatIsNoFontIsAProblemNotACrash() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf").path
    try Data("OTTO and then nothing".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(.notFont(_, let reason)) = FontFace.open(path: path) else {
      Issue.record("a text file opened as a font")
      return
    }
    #expect(reason.contains("cannot open it as a font"))
  }

  /// Widths agree with Pillow's ImageFont on the RAQM engine (its own FreeType and HarfBuzz) within 1%.
  @Test func widthsAgreeWithPillowRAQM() throws {
    let cases: [(font: String, size: Double, text: String, language: String?)] = [
      (Self.inter + "InterDisplay-Black.otf", 34, "Willkommen bei Pfoten", nil),
      (Self.inter + "InterDisplay-Black.otf", 34, "Finde einen Freund im Tierheim", nil),
      (Self.inter + "Inter-Regular.otf", 17, "Find a friend at a shelter near your home today.", nil),
      (Self.inter + "Inter-SemiBold.otf", 15, "AVATAR Typewriter WAVE", nil),
      (Self.inter + "InterDisplay-Bold.otf", 28, "Encontre um amigo no abrigo perto de você", nil),
      (Self.inter + "InterDisplay-Regular.otf", 40, "Ünïcödé ﬁnal façade — “quotes”", nil),
      (Self.cjk, 22, "近くの保護施設で友達を見つけよう", "ja"),
    ]
    let available = cases.filter { FileManager.default.fileExists(atPath: $0.font) }
    guard !available.isEmpty else {
      print("skipped the Pillow text cross-check: Inter and Noto CJK are not installed")
      return
    }
    let input = try available.map { item in
      var request: [String: Any] = ["font": item.font, "size": item.size, "text": item.text]
      if let language = item.language { request["language"] = language }
      return String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
    }.joined(separator: "\n")
    guard
      let output = try PythonTool.run(
        "scripts/measure-text-pillow", [], needs: "PIL", purpose: "the Pillow text cross-check", input: input + "\n")
    else { return }
    guard !output.output.hasPrefix("skip:") else {
      print("skipped the Pillow text cross-check: " + output.output)
      return
    }
    let references = output.output.split(separator: "\n").compactMap { Double($0) }
    try #require(references.count == available.count, "\(output.output)")
    for (item, reference) in zip(available, references) {
      let face = try #require(Self.face(item.font))
      let ours = try MeasuringFont(face: face, style: ShapingStyle(size: item.size, language: item.language))
        .measure(item.text).get().width
      print("text width \(item.text) at \(item.size) pt: \(ours) (Pillow RAQM \(reference))")
      #expect(abs(ours - reference) / reference < 0.01, "\(item.text): \(ours) vs Pillow \(reference)")
    }
  }
}
