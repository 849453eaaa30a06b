import Foundation
import Testing

@testable import PiepawLint

/// How page texts are read as localization keys: each call form and its near misses.
@Suite struct LocalizationResolutionTests {
  /// The first page's title of a model-array flow whose title argument is `title` (source).
  static func title(_ title: String, extra: String = "", schema: ContentSchema = .default) -> Field<String>? {
    let source = """
      import SwiftUI
      \(extra)
      extension OnboardingModel {
        static var pages: [OnboardingModel] = [
          .init(title: \(title), description: "Browse pets.", background: .onboarding1, tag: 0),
          .init(title: "Meet", description: "Book a visit.", background: .onboarding2, tag: 1),
        ]
      }
      """
    return SwiftContentLoader.load(path: "/app/Onboarding.swift", source: source, schema: schema)
      .flows.first?.pages.first?.title
  }

  static let callForms: [(source: String, expected: TextLocalization)] = [
    ("String(localized: \"k\")", TextLocalization(key: "k")),
    (
      "String(localized: \"k\", table: \"Onboarding\", defaultValue: \"Hi\")",
      TextLocalization(key: "k", table: "Onboarding", defaultValue: "Hi")
    ),
    ("NSLocalizedString(\"k\", comment: \"\")", TextLocalization(key: "k")),
    (
      "NSLocalizedString(\"k\", tableName: \"T\", value: \"Hi\", comment: \"c\")",
      TextLocalization(key: "k", table: "T", defaultValue: "Hi")
    ),
    ("\"k\".localized", Self.member(key: "k", "localized")),
    ("\"k\".localized()", Self.member(key: "k", "localized")),
    ("L(\"k\")", TextLocalization(key: "k")),
    ("LocalizedStringKey(\"k\")", TextLocalization(key: "k")),
    ("LocalizedStringResource(\"k\", table: \"T\")", TextLocalization(key: "k", table: "T")),
    // The app's own functions of one key, named as the localizing members are.
    ("AppState.tr(\"k\")", Self.member(key: "k", "tr")),
    ("Strings.localized(\"k\")", Self.member(key: "k", "localized")),
    ("tr(\"k\")", Self.member(key: "k", "tr")),
    ("\"k\".localize()", Self.member(key: "k", "localize")),
  ]

  private static func member(key: String, _ member: String) -> TextLocalization {
    var localization = TextLocalization(key: key)
    localization.member = member
    return localization
  }

  /// `"k".localized` over the app's own `localized` that reads a JSON table, not a string table: the key is no
  /// table's, so the text is not known; one that calls `NSLocalizedString` looks the key up as ever.
  @Test func aLocalizedMemberThatReadsNoStringTableLeavesTheTextUnknown() throws {
    func title(_ body: String, helpers: String = "") throws -> Field<String> {
      let source = """
        extension String {
          var localized: String { \(body) }
          \(helpers)
        }
        struct OnboardingPage { let title: String; let image: String }
        let onboardingPages = [
          OnboardingPage(title: "onboarding.welcome.title".localized, image: "welcome"),
          OnboardingPage(title: "onboarding.alerts.title".localized, image: "alerts"),
        ]
        """
      return try #require(
        SwiftContentLoader.load(path: "/app/Onboarding.swift", source: source, schema: .default).flows.first?.pages
          .first?.title)
    }
    let json = try title("StringsManager.shared.strings[self] ?? self")
    #expect(json.localization == nil && json.literal == nil)
    #expect(
      json.value
        == .unresolved(
          reason:
            "the key `onboarding.welcome.title` looked up by the app's own `.localized`, which reads no string table"
        ))
    let tables = try title("NSLocalizedString(self, comment: \"\")")
    #expect(tables.localization?.key == "onboarding.welcome.title")
    // A member that hands the key to its own helpers reads the table they read: a string table through two calls,
    // none where they read the app's JSON.
    let chained = try title(
      "withFallback(language: \"en\")",
      helpers: """
        private func withFallback(language: String) -> String { lookUp(language) ?? self }
          private func lookUp(_ language: String) -> String? { NSLocalizedString(self, bundle: .main, comment: "") }
        """)
    #expect(chained.localization?.key == "onboarding.welcome.title")
    let jsonHelper = try title(
      "withFallback()", helpers: "private func withFallback() -> String { StringsManager.shared.strings[self] ?? self }"
    )
    #expect(jsonHelper.localization == nil && jsonHelper.literal == nil)
  }

  @Test func callFormsAreKeys() throws {
    for form in Self.callForms {
      let field = try #require(Self.title(form.source), "\(form.source)")
      #expect(field.localization == form.expected, "\(form.source)")
      #expect(field.literal == (form.expected.defaultValue ?? form.expected.key), "\(form.source)")
      // A key is never a span a fix may rewrite.
      #expect(field.span == nil)
    }
  }

  @Test(arguments: [
    "String(localized: name)", "String(\"k\")", "\"k\".uppercased()", "NSLocalizedString(key, comment: \"\")",
    "tr(table: \"T\", \"k\")", "Loc(\"k\")", "AppState.tr(key)", "Strings.translate(\"k\")",
    "AppState.tr(\"k\", count)",
  ])
  func nearMissesAreNotKeys(_ source: String) throws {
    let field = try #require(Self.title(source))
    #expect(field.localization?.form != .call)
    #expect(field.literal == nil || field.localization == nil || field.localization?.form == .literalKey)
  }

  @Test func aStringFieldIsVerbatimAndALocalizedStringKeyFieldIsAKey() throws {
    func first(_ type: String) -> Field<String>? {
      let source = """
        struct IntroSlide {
          let title: \(type)
          let description: String
          let image: String
        }
        let slides = [
          IntroSlide(title: "Find a Friend", description: "Browse.", image: "a"),
          IntroSlide(title: "Meet", description: "Visit.", image: "b"),
        ]
        """
      return SwiftContentLoader.load(path: "/app/Slides.swift", source: source, schema: .default)
        .flows.first?.pages.first?.title
    }
    let verbatim = try #require(first("String"))
    #expect(verbatim.localization == nil)
    #expect(verbatim.span != nil)
    let key = try #require(first("LocalizedStringKey"))
    #expect(key.localization == TextLocalization(key: "Find a Friend", form: .literalKey))
    #expect(key.span == nil)
  }

  @Test func swiftGenConstantsResolveToTheirTableAndKey() throws {
    let generated = """
      internal enum L10n {
        internal enum Onboarding {
          internal static let title = L10n.tr("Onboarding", "onboarding.title", fallback: "Welcome")
        }
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
          String(format: value, arguments: args)
        }
      }
      internal enum Strings {
        internal static let onboardingTitle = tr("Localizable", "onboarding.title")
      }
      """
    let nested = try #require(Self.title("L10n.Onboarding.title", extra: generated))
    #expect(
      nested.localization == TextLocalization(key: "onboarding.title", table: "Onboarding", defaultValue: "Welcome"))
    let flat = try #require(Self.title("Strings.onboardingTitle", extra: generated))
    #expect(flat.localization == TextLocalization(key: "onboarding.title", table: "Localizable"))
  }

  @Test func configuredWrappersAreKeysAndOthersAreNot() throws {
    var schema = ContentSchema()
    schema.localizationWrappers = ["Loc", "Copy.text"]
    let call = try #require(Self.title("Loc(\"k\", table: \"T\")", schema: schema))
    #expect(call.localization == TextLocalization(key: "k", table: "T"))
    let dotted = try #require(Self.title("Copy.text(\"k\")", schema: schema))
    #expect(dotted.localization?.key == "k")
    let other = try #require(Self.title("Other(\"k\")", schema: schema))
    #expect(other.localization == nil)
    #expect(other.literal == nil)
  }

  @Test func theConfigurationNamesWrappers() throws {
    let configuration = try ConfigurationLoader.parse(
      "{\"localization\": {\"wrappers\": [\"Loc\", \"Copy.text\"]}, \"model\": {\"type\": \"Slide\"}}",
      path: "/app/.piepaw-lint.json", rules: RuleRegistry.all.map { $0.description })
    #expect(configuration.schema.localizationWrappers == ["Loc", "Copy.text"])
    #expect(configuration.schema.modelType == "Slide")
    for bad in [
      "{\"localization\": {\"wrapper\": []}}", "{\"localization\": {\"wrappers\": \"Loc\"}}",
      "{\"localization\": {\"wrappers\": [\"a b\"]}}",
    ] {
      var failed = false
      do {
        _ = try ConfigurationLoader.parse(
          bad, path: "/app/.piepaw-lint.json", rules: RuleRegistry.all.map { $0.description })
      } catch {
        failed = true
      }
      #expect(failed, "\(bad)")
    }
  }
}

/// `localizedTexts` over a project with tables.
@Suite struct LocalizedTextsTests {
  static func project(_ files: [String: String]) throws -> (TemporaryTree, Project) {
    let tree = try TemporaryTree(files)
    let inputs = try #require(try Discovery().projects(for: [tree.root]).first)
    let project = ProjectLoader(schema: .default, limits: InputLimits()).load(inputs).project
    return (tree, project)
  }

  /// `"k".localized()` over the app's own `localized()` that calls `NSLocalizedString(self, tableName:
  /// "Localization", …)` reads the key from that table, in every language that has it: no missing translation. A
  /// member over the default table still misses the key that only `Localization` has, and one whose table is a
  /// value the linter does not read leaves the text unknown.
  @Test func aLocalizedMemberReadsTheTableItNames() throws {
    func project(_ lookup: String) throws -> (TemporaryTree, Project) {
      try Self.project([
        "Strings.swift": "extension String {\n  func localized() -> String {\n    \(lookup)\n  }\n}\n",
        "Onboarding.swift": """
        struct OnboardingPage { let title: String; let image: String }
        let onboardingPages = [
          OnboardingPage(title: "welcome.title".localized(), image: "welcome"),
          OnboardingPage(title: "alerts.title".localized(), image: "alerts"),
        ]
        """,
        "en.lproj/Localization.strings": "\"welcome.title\" = \"Welcome\";\n\"alerts.title\" = \"Alerts\";\n",
        "pt.lproj/Localization.strings": "\"welcome.title\" = \"Bem-vindo\";\n\"alerts.title\" = \"Alertas\";\n",
      ])
    }
    let (named, namedProject) = try project(
      "NSLocalizedString(self, tableName: \"Localization\", bundle: .main, value: self, comment: self)")
    #expect(namedProject.localizedTexts(.title).map(\.text) == ["Welcome", "Bem-vindo", "Alerts", "Alertas"])
    #expect(try Linter().lint(paths: [named.root]).diagnostics.filter { $0.ruleID == "missing-translation" }.isEmpty)

    let (standard, _) = try project("NSLocalizedString(self, comment: \"\")")
    let missing = try Linter().lint(paths: [standard.root]).diagnostics.filter { $0.ruleID == "missing-translation" }
    #expect(!missing.isEmpty)

    let (_, unknownProject) = try project("NSLocalizedString(self, tableName: Tables.current, comment: \"\")")
    let title = try #require(unknownProject.flows.first?.pages.first?.title)
    #expect(
      title.value
        == .unresolved(
          reason:
            "the key `welcome.title` looked up by the app's own `.localized`, whose string table the linter cannot name"
        ))
  }

  @Test func eachLanguageAtItsOwnLineWithFallbacksMarked() throws {
    let (tree, project) = try Self.project([
      "Onboarding.swift": ExampleApp.flow([
        ExampleApp.localizedPage(0), ExampleApp.localizedPage(1, title: "String(localized: \"nowhere\")"),
        ExampleApp.localizedPage(2, title: "String(localized: \"absent\", defaultValue: \"Absent\")"),
      ]),
      "en.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Find\";\n",
      "de.lproj/Localizable.strings": "\n\"onboarding.1.title\" = \"Finde\";\n",
      "fr.lproj/Localizable.strings": "\n",
    ])
    let texts = project.localizedTexts(.title)
    #expect(project.localization.languages == ["de", "en", "fr"])
    let first = texts.filter { $0.pageIndex == 0 }
    #expect(first.map(\.locale) == ["en", "de", "fr"])
    #expect(first.map(\.text) == ["Find", "Finde", "Find"])
    #expect(first.map(\.source) == [.translation, .translation, .developmentFallback])
    #expect(first[1].location == .text(tree.path("de.lproj/Localizable.strings"), line: 2, column: 24))
    #expect(first[2].location == first[0].location)
    // A key no table has comes once, as itself (or its default value), in every language.
    let missing = texts.filter { $0.pageIndex > 0 }
    #expect(missing.map(\.locale) == [nil, nil])
    #expect(missing.map(\.text) == ["nowhere", "Absent"])
    #expect(missing.map(\.source) == [.keyShownAsItself, .defaultValue])
    // The fallback groups with the language it is written in.
    let groups = project.distinctLocalizedTexts(.title).filter { $0.text.pageIndex == 0 }
    #expect(groups.map(\.locales) == [["en", "fr"], ["de"]])
    #expect(groups[0].subject.contains("English (en; also shown for fr)"))
  }

  @Test func withoutTablesTextsAreAsWritten() throws {
    let (_, project) = try Self.project(["Onboarding.swift": ExampleApp.localizedFlow()])
    let texts = project.localizedTexts(.title)
    #expect(texts.map(\.locale) == [nil, nil, nil])
    #expect(texts.map(\.text) == (0..<3).map(ExampleApp.titleKey))
  }

  @Test func knownRegionsAddLanguagesAndBaseIsTheDevelopmentLanguage() throws {
    let pbxproj = """
      { objects = { P = { isa = PBXProject; developmentRegion = de; knownRegions = (de, it, Base); }; }; }
      """
    let (_, project) = try Self.project([
      "App.xcodeproj/project.pbxproj": pbxproj,
      "Onboarding.swift": ExampleApp.localizedFlow(pages: 1),
      "Base.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Finde\";\n",
    ])
    #expect(project.localization.developmentLanguage == "de")
    #expect(project.localization.languages == ["de", "it"])
    // Italian has no Localizable table at all: its users read the whole table in German, nothing the onboarding
    // lacks in particular, so the page's text is not looked at in Italian.
    let texts = project.localizedTexts(.title)
    #expect(texts.map(\.locale) == ["de"])
    #expect(texts.map(\.source) == [.translation])
  }

  /// Xcode's first projects named languages in English (`developmentRegion = English`, `English.lproj`); Xcode
  /// reads them as the codes, so an `en` table is the development language's, not a translation it lacks.
  @Test func legacyLanguageNamesAreTheirCodes() throws {
    let pbxproj = """
      { objects = { P = { isa = PBXProject; developmentRegion = English; knownRegions = (English, en, German); }; }; }
      """
    let (_, project) = try Self.project([
      "App.xcodeproj/project.pbxproj": pbxproj,
      "Onboarding.swift": ExampleApp.localizedFlow(pages: 1),
      "en.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Find\";\n",
      "German.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Finde\";\n",
    ])
    #expect(project.localization.developmentLanguage == "en")
    #expect(project.localization.languages == ["de", "en"])
    #expect(project.localizedTexts(.title).map(\.text) == ["Find", "Finde"])
  }

  @Test func aLanguagePhraseNamesTheOthersShownInsideItsParentheses() {
    #expect(LanguageName.phrase("de") == "German (de)")
    #expect(LanguageName.phrase("de", alsoShownFor: "fr") == "German (de; also shown for fr)")
    #expect(LanguageName.phrase("Klingon", alsoShownFor: "en") == "`Klingon` (also shown for en)")
  }

  /// Two pages that look up one key repeat their title in every language: one `duplicate-title` finding, at the
  /// second page's key in code, not one per language at a translation.
  @Test func pagesSharingAKeyAreOneDuplicateAtTheCode() throws {
    let key = ExampleApp.titleKey(0)
    let flow = ExampleApp.flow([
      ExampleApp.localizedPage(0, description: "\"A\""),
      ExampleApp.localizedPage(1, title: "String(localized: \"\(key)\")", description: "\"B\""),
    ])
    let (tree, _) = try Self.project([
      "Onboarding.swift": flow,
      "en.lproj/Localizable.strings": "\"\(key)\" = \"Find\";\n",
      "de.lproj/Localizable.strings": "\"\(key)\" = \"Finde\";\n",
      "fr.lproj/Localizable.strings": "\"\(key)\" = \"Trouve\";\n",
    ])
    let report = try Linter().lint(paths: [tree.root])
    let duplicates = report.diagnostics.filter { $0.ruleID == "duplicate-title" }
    #expect(duplicates.count == 1, "\(report.diagnostics.map(\.message))")
    #expect(duplicates.first?.location.file.hasSuffix("Onboarding.swift") == true)
    #expect(duplicates.first?.message.hasPrefix("This title repeats \"Find\"") == true, "\(duplicates)")
  }

  /// A language whose Localizable table lacks the key shows the development language's text; a regional
  /// language shows its base language's first (`de-AT` → `de`), as iOS looks it up; a language with only another
  /// table (a share extension's `InfoPlist.strings`) is not a language of this table.
  @Test func languagesAreTheTablesOwnAndRegionalOnesFallBackToTheirBase() throws {
    let (_, project) = try Self.project([
      "Onboarding.swift": ExampleApp.localizedFlow(pages: 1),
      "en.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Find\";\n",
      "de.lproj/Localizable.strings": "\"onboarding.1.title\" = \"Finde\";\n",
      "de-AT.lproj/Localizable.strings": "\"other\" = \"x\";\n",
      "fr.lproj/Localizable.strings": "\"other\" = \"x\";\n",
      "ja.lproj/InfoPlist.strings": "\"CFBundleName\" = \"x\";\n",
    ])
    let texts = project.localizedTexts(.title)
    #expect(texts.map(\.locale) == ["en", "de", "de-AT", "fr"])
    #expect(texts.map(\.text) == ["Find", "Finde", "Finde", "Find"])
    #expect(texts.map(\.source) == [.translation, .translation, .translation, .developmentFallback])
  }
}

/// The findings on our localized fixture land at the translations' lines.
@Suite struct LocalizedFixtureTests {
  @Test func findingsLandAtTheTranslationsLines() throws {
    let root = SampleTests.repositoryRoot + "/Tests/PiepawLintTests/Fixtures/projects/localized-app"
    let report = try Linter().lint(paths: [root])
    let found = Set(
      report.diagnostics.map { diagnostic in
        let file = String(diagnostic.location.file.dropFirst(root.count + 1))
        return "\(diagnostic.ruleID) \(diagnostic.severity) \(file):\(diagnostic.location.line ?? 0)"
      })
    #expect(
      found == [
        "title-length warning Piepaw/de.lproj/Onboarding.strings:2",
        "title-fit warning Piepaw/de.lproj/Onboarding.strings:2",
        "missing-translation warning Piepaw/de.lproj/Onboarding.strings:0",
        "text-whitespace warning Piepaw/fr.lproj/Onboarding.strings:6",
        "format-mismatch error Piepaw/fr.lproj/Localizable.stringsdict:18",
        "blank-text error Piepaw/Localizable.xcstrings:13",
        "missing-translation warning Piepaw/Localizable.xcstrings:17",
        "missing-translation note Piepaw/Localizable.xcstrings:20",
      ])
    // Keys are never measured as text: no finding speaks of a key's length.
    #expect(!report.diagnostics.contains { $0.message.contains("welcome.title") && $0.ruleID == "title-length" })
    let titleLength = try #require(report.diagnostics.first { $0.ruleID == "title-length" })
    #expect(titleLength.message.hasPrefix("The German (de) title of page 1 of `pages` is 70 characters long"))
  }

  @Test func fixesNeverRewriteATranslation() throws {
    let root = SampleTests.repositoryRoot + "/Tests/PiepawLintTests/Fixtures/projects/localized-app"
    let report = try Linter().lint(paths: [root])
    #expect(report.diagnostics.allSatisfy { $0.fix == nil })
  }
}
