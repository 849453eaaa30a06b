import Foundation
import Testing

@testable import PiepawLint

@Suite struct StringsFileReaderTests {
  static let path = "/app/de.lproj/Onboarding.strings"

  static func read(_ text: String) -> StringTableFile {
    StringsFileReader.read(data: Data(text.utf8), path: path, language: "de")
  }

  @Test func readsPairsWithCommentsEscapesAndTheirLocations() {
    let file = Self.read(
      "/* Page 1 */\n\"welcome.title\" = \"Willkommen\\nbei \\\"Piepaw\\\" f\\U00FCr dich\";\n// two\n\"k2\" = plain;\n\"k3\";\n"
    )
    #expect(file.table == "Onboarding")
    #expect(file.problems.isEmpty)
    #expect(file.entries.map(\.key) == ["welcome.title", "k2", "k3"])
    #expect(file.entries[0].entry.value == "Willkommen\nbei \"Piepaw\" für dich")
    #expect(file.entries[0].entry.location == .text(Self.path, line: 2, column: 19))
    #expect(file.entries[1].entry.value == "plain")
    // `"k3";` stands for `"k3" = "k3";`.
    #expect(file.entries[2].entry.value == "k3")
    #expect(file.entries.allSatisfy { $0.language == "de" })
  }

  /// iOS reads a strings file that is an XML property list (GlotPress exports them); a plist that is not a
  /// dictionary is a problem of the file, and an old-style file starting with a comment is still old-style.
  @Test func anXMLPropertyListStringsFileIsReadToo() {
    let file = Self.read(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "  <key>welcome.title</key>\n  <string>Willkommen</string>\n  <key>other</key><string>x</string>\n"
        + "</dict>\n</plist>\n")
    #expect(file.problems.isEmpty)
    #expect(file.entries.map(\.key) == ["welcome.title", "other"])
    #expect(file.entries[0].entry.value == "Willkommen")
    #expect(file.entries[0].entry.location.line == 5)
    let array = Self.read("<plist><array><string>a</string></array></plist>")
    #expect(array.entries.isEmpty)
    #expect(array.problems.first?.message.contains("not a dictionary") == true)
    #expect(Self.read("/* <b> */ \"k\" = \"v\";").entries.map(\.key) == ["k"])
  }

  @Test func readsUTF16WithEitherByteOrderMark() {
    let text = "// Seite\n\"k\" = \"Grüße 🐶\";\n"
    for bigEndian in [false, true] {
      var data = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
      for unit in text.utf16 {
        let bytes = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        data.append(contentsOf: bigEndian ? bytes : bytes.reversed())
      }
      let file = StringsFileReader.read(data: data, path: Self.path, language: "de")
      #expect(file.problems.isEmpty)
      #expect(file.entries.first?.entry.value == "Grüße 🐶")
      #expect(file.entries.first?.entry.location.line == 2)
    }
  }

  /// CoreFoundation's reader takes U+2028 and U+2029 for whitespace, and ends a line comment at them; inside a
  /// value they are text. A stray one after a value is no broken file; a stray letter still is.
  @Test func lineAndParagraphSeparatorsAreWhitespace() {
    let file = Self.read("\"a\" = \"first\u{2028}line\"\u{2028};\n// note\u{2029}\"b\" = \"c\";\n")
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.entries.map(\.key) == ["a", "b"])
    #expect(file.entries.first?.entry.value == "first\u{2028}line")
    #expect(Self.read("\"a\" = \"b\"x;\n").problems.count == 1)
  }

  @Test func aBracedDictionaryIsReadToo() {
    #expect(Self.read("{ \"a\" = \"b\"; }").entries.map(\.entry.value) == ["b"])
  }

  @Test func anUnterminatedStringIsAProblemAtItsQuote() {
    let file = Self.read("\"a\" = \"b\";\n\"c\" = \"never closed;\n")
    #expect(file.entries.isEmpty)
    #expect(file.problems.count == 1)
    #expect(file.problems.first?.location == .text(Self.path, line: 2, column: 7))
    #expect(file.problems.first?.message.hasPrefix("Invalid strings file: unterminated string") == true)
  }

  @Test func nearMissesAreProblemsNotCrashes() {
    for text in ["\"a\" = \"b\"", "\"a\" \"b\";", "= \"b\";", "\"a\" = \"b\"; /* open"] {
      #expect(Self.read(text).problems.count == 1, "\(text)")
    }
    let odd = StringsFileReader.read(data: Data([0xFF, 0xFE, 0x41]), path: Self.path, language: "de")
    #expect(odd.problems.first?.message.contains("UTF-16") == true)
    let surrogate = StringsFileReader.read(
      data: Data([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]), path: Self.path, language: "de")
    #expect(surrogate.problems.count == 1)
  }

  @Test func aKeyGivenTwiceKeepsTheLastValueInTheTable() throws {
    let tree = try TemporaryTree(["de.lproj/Onboarding.strings": "\"k\" = \"first\";\n\"k\" = \"second\";\n"])
    let localization = LocalizationLoader(limits: InputLimits(), wanted: .all)
      .load(paths: [tree.path("de.lproj/Onboarding.strings")], xcodeProjects: [])
    let entry = try #require(localization.entry("k", table: "Onboarding", language: "de"))
    #expect(entry.value == "second")
    #expect(entry.location.line == 2)
  }

  @Test func onlyWantedKeysAreKept() {
    let file = StringsFileReader.read(
      data: Data("\"a\" = \"1\";\n\"b\" = \"2\";\n".utf8), path: Self.path, language: "de",
      wanted: WantedKeys(keys: ["b"]))
    #expect(file.entries.map(\.key) == ["b"])
  }
}

@Suite struct StringsDictReaderTests {
  static let path = "/app/en.lproj/Localizable.stringsdict"

  static func plist(_ body: String) -> Data {
    Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n".utf8)
  }

  static let shelters = """
    <key>shelters</key>
    <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>Near you: %#@count@ today</string>
    <key>count</key>
    <dict>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d shelter</string>
    <key>other</key><string>%d shelters</string>
    </dict>
    </dict>

    """

  @Test func theOtherFormIsTheTextAtItsLine() {
    let file = StringsDictReader.read(data: Self.plist(Self.shelters), path: Self.path, language: "en")
    #expect(file.problems.isEmpty)
    #expect(file.entries.first?.entry.value == "Near you: %d shelters today")
    #expect(file.entries.first?.entry.location.line == 12)
  }

  @Test func withoutOtherTheLastFormIsUsedAndAKeyWithoutFormatIsSkipped() {
    let body = """
      <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@n@</string>
      <key>n</key><dict><key>one</key><string>one pet</string></dict></dict>
      <key>b</key><dict><key>n</key><string>x</string></dict>

      """
    let file = StringsDictReader.read(data: Self.plist(body), path: Self.path, language: "en")
    #expect(file.entries.map(\.key) == ["a"])
    #expect(file.entries.first?.entry.value == "one pet")
  }

  @Test func anUnknownVariableIsLeftAsWritten() {
    #expect(StringsDictReader.substitutingVariables(in: "%#@x@ and %d%", replacement: { _ in nil }) == "%#@x@ and %d%")
    #expect(StringsDictReader.substitutingVariables(in: "a %#@x@ b", replacement: { _ in "X" }) == "a X b")
  }

  @Test func aTopLevelThatIsNoDictionaryIsAProblem() {
    let data = Data("<plist version=\"1.0\"><array/></plist>".utf8)
    #expect(StringsDictReader.read(data: data, path: Self.path, language: "en").problems.count == 1)
    #expect(
      StringsDictReader.read(data: Data("<plist><dict>".utf8), path: Self.path, language: "en").problems.count == 1)
  }
}

@Suite struct StringCatalogReaderTests {
  static let path = "/app/Localizable.xcstrings"

  static func read(_ text: String) -> StringTableFile {
    StringCatalogReader.read(data: Data(text.utf8), path: path)
  }

  @Test func readsUnitsStatesVariationsAndLanguages() {
    let file = Self.read(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo" } },
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld pet" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pets" } } } } },
              "fr" : { "variations" : { "device" : {
                "ipad" : { "stringUnit" : { "state" : "translated", "value" : "iPad" } },
                "iphone" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "new", "value" : "iPhone" } } } } } } } }
            }
          },
          "same" : { "shouldTranslate" : false, "localizations" : { "ja" : {} } }
        },
        "version" : "1.0"
      }
      """)
    #expect(file.problems.isEmpty)
    #expect(file.sourceLanguage == "en")
    #expect(file.languages == ["en", "de", "fr", "ja"])
    let byLanguage = Dictionary(
      uniqueKeysWithValues: file.entries.filter { $0.key == "k" }.map { ($0.language, $0.entry) })
    #expect(byLanguage["de"]?.value == "Hallo")
    #expect(byLanguage["de"]?.state == .needsReview)
    #expect(byLanguage["de"]?.location == .text(Self.path, line: 6, column: 71))
    #expect(byLanguage["en"]?.value == "%lld pets")
    #expect(byLanguage["fr"]?.value == "iPhone")
    #expect(byLanguage["fr"]?.state == .new)
    #expect(file.untranslatable == ["same"])
    #expect(file.keyLocations["k"]?.line == 4)
  }

  /// Xcode writes a key that is its own source text with no source localization, and builds the key as that text.
  @Test func aKeyWithoutASourceLocalizationIsItsOwnSourceText() {
    let file = Self.read(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Welcome!" : {

          },
          "Privacy" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Daten" } } } },
          "Skip" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Not now" } } } }
        }
      }
      """)
    let entries = file.entries.map { "\($0.key)|\($0.language)|\($0.entry.value)|\($0.entry.location.line ?? 0)" }
    #expect(entries == ["Welcome!|en|Welcome!|4", "Privacy|de|Daten|7", "Privacy|en|Privacy|7", "Skip|en|Not now|8"])
    // Without a source language nothing says which language the key is written in.
    #expect(Self.read("{\"strings\": {\"k\": {}}}").entries.isEmpty)
  }

  @Test func hostileShapesAreProblemsOrNothing() {
    #expect(Self.read("[1]").problems.count == 1)
    #expect(Self.read("{\"strings\": 3}").problems.count == 1)
    #expect(Self.read("{\"strings\": {\"k\": {\"localizations\": 5}}").entries.isEmpty)
    #expect(
      Self.read("{\"strings\": {\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 5}}}}}}").entries
        .isEmpty)
    #expect(Self.read("{\"strings\": {").problems.count == 1)
    // Variations nested past Xcode's depth are not followed.
    var deep = "{\"stringUnit\": {\"value\": \"x\"}}"
    for _ in 0..<10 { deep = "{\"variations\": {\"plural\": {\"other\": \(deep)}}}" }
    let file = Self.read("{\"strings\": {\"k\": {\"localizations\": {\"de\": \(deep)}}}}")
    #expect(file.problems.isEmpty)
    #expect(file.entries.isEmpty)
  }
}

@Suite struct FormatPlaceholderTests {
  @Test func readsPlaceholdersWithPositionsAndKinds() {
    let found = FormatPlaceholder.parse("%@ has %lld pets, %2$d%% of %1$@, %.1f km, 50% off")
    #expect(found.map(\.text) == ["%@", "%lld", "%2$d", "%1$@", "%.1f"])
    #expect(found.map(\.kind) == ["object", "integer", "integer", "object", "float"])
    #expect(found.map(\.argument) == [1, 2, 2, 1, 3])
  }

  @Test func theOrderOfPositionalPlaceholdersDoesNotMatterTheirKindsDo() {
    #expect(FormatPlaceholder.matches(FormatPlaceholder.parse("%1$@ %2$d"), FormatPlaceholder.parse("%2$d %1$@")))
    #expect(!FormatPlaceholder.matches(FormatPlaceholder.parse("%@"), FormatPlaceholder.parse("%d")))
    #expect(!FormatPlaceholder.matches(FormatPlaceholder.parse("%@"), FormatPlaceholder.parse("%@ %@")))
    #expect(FormatPlaceholder.matches(FormatPlaceholder.parse("100%"), FormatPlaceholder.parse("100 %")))
  }
}
