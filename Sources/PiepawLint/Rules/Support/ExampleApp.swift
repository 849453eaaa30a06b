/// The sample app rule examples are written in: a small pet-adoption app whose onboarding has the shapes
/// PiepawLint reads (an `[OnboardingModel]` array, a `TabView` with progress capsules, asset catalogs).
///
/// Every function returns source text; an argument given as source replaces the standard one, so an example
/// can put a `↓` marker exactly where its finding lands.
enum ExampleApp {
  /// One text file of an example.
  typealias File = (path: String, text: String)

  static let titles = ["Find a Friend Nearby", "Meet Before You Adopt", "Bring Them Home", "Stay in Touch"]
  static let descriptions = [
    "Browse cats, dogs and rabbits waiting at shelters close to you.",
    "Book a visit and spend an afternoon with the pet you like.",
    "We help with the paperwork, the first vet check and the ride home.",
    "Send the shelter photos and questions as your pet settles in.",
  ]

  /// The catalog folder every example uses.
  static let catalogPath = "Assets.xcassets"

  // MARK: Swift

  /// `.init(title: …, …, tag: …)` for page `index` (0-based) of the standard flow.
  static func page(
    _ index: Int, title: String? = nil, description: String? = nil, background: String? = nil,
    icon: String? = nil, tag: String? = nil
  ) -> String {
    let standard = index % titles.count
    let arguments = [
      "title: \(title ?? quoted(titles[standard]))",
      "description: \(description ?? quoted(descriptions[standard]))",
      "background: \(background ?? ".onboarding\(standard + 1)")",
      "icon: \(icon ?? ".iconOnboarding\(standard + 1)")",
      "tag: \(tag ?? String(index))",
    ]
    return ".init(\(arguments.joined(separator: ", ")))"
  }

  /// The standard three pages, tagged 0, 1, 2.
  static var standardPages: [String] { (0..<3).map { page($0) } }

  /// A Swift file that declares one flow, `static var <name>: [OnboardingModel]`.
  static func flow(_ pages: [String] = standardPages, named name: String = "pages") -> String {
    let lines = pages.map { "    \($0)," }.joined(separator: "\n")
    return """
      import SwiftUI

      extension OnboardingModel {
        static var \(name): [OnboardingModel] = [
      \(lines)
        ]
      }

      """
  }

  /// A root view: a `TabView(selection: $currentIndex)` over the pages, `count` progress capsules, and a button
  /// row shown while `lastPageCheck` holds.
  static func rootView(
    capsules count: String = "3", lastPageCheck: String = "currentIndex < data.count - 1", firstIndex: Int = 0
  ) -> String {
    """
    import SwiftUI

    struct RootView: View {
      @State var currentIndex = \(firstIndex)
      let data = OnboardingModel.pages
      var adoptTapped: () -> Void

      var body: some View {
        TabView(selection: $currentIndex) {
          ForEach(data) { page in
            PageView(page: page).tag(page.tag)
          }
        }
        .overlay(alignment: .top) {
          HStack {
            ForEach(0..<\(count)) { index in
              Capsule()
                .fill(index == currentIndex ? .white : .gray)
                .frame(width: 40, height: 4)
            }
          }
        }
        .overlay(alignment: .bottom) {
          if \(lastPageCheck) {
            Button("Next") { currentIndex += 1 }
          } else {
            Button("Adopt") { adoptTapped() }
          }
        }
      }
    }

    """
  }

  /// An example app: `Onboarding.swift` with one flow and `RootView.swift` with capsules and a last-page check.
  static func app(
    pages: [String] = standardPages, capsules: String = "3", firstIndex: Int = 0,
    lastPageCheck: String = "currentIndex < data.count - 1", options: [String: OptionValue] = [:]
  ) -> RuleExample {
    RuleExample(
      files: [
        ("Onboarding.swift", flow(pages)),
        ("RootView.swift", rootView(capsules: capsules, lastPageCheck: lastPageCheck, firstIndex: firstIndex)),
      ], options: options)
  }

  /// Enum pages: `enum WelcomeStep: CaseIterable` with its title and description from `switch self`; `titles`
  /// replace the standard ones as source.
  static func enumFlow(titles: [String]? = nil) -> String {
    let cases = ["find", "meet", "home"]
    let titleArms = cases.enumerated().map { index, name in
      "      case .\(name): \(titles?[index] ?? quoted(Self.titles[index]))"
    }.joined(separator: "\n")
    let descriptionArms = cases.enumerated().map { index, name in
      "      case .\(name): return \(quoted(descriptions[index]))"
    }.joined(separator: "\n")
    return """
      import SwiftUI

      enum WelcomeStep: CaseIterable {
        case \(cases.joined(separator: ", "))

        var title: String {
          switch self {
      \(titleArms)
          }
        }

        var description: String {
          switch self {
      \(descriptionArms)
          }
        }
      }

      """
  }

  // MARK: JSON

  /// One JSON page object for page `index` of the standard flow; arguments replace a value's source.
  static func jsonPage(
    _ index: Int, title: String? = nil, description: String? = nil, background: String? = nil,
    icon: String? = nil, tag: String? = nil
  ) -> String {
    let standard = index % titles.count
    let members = [
      "\"tag\": \(tag ?? String(index))",
      "\"title\": \(title ?? quoted(titles[standard]))",
      "\"description\": \(description ?? quoted(descriptions[standard]))",
      "\"background\": \(background ?? quoted("onboarding-\(standard + 1)"))",
      "\"icon\": \(icon ?? quoted("icon_onboarding_\(standard + 1)"))",
    ]
    return "{\(members.joined(separator: ", "))}"
  }

  /// A `*.onboarding.json` document; `capsules` is the `progressCapsules` value's source, nil to leave it out.
  static func jsonFlow(_ pages: [String] = (0..<3).map { jsonPage($0) }, capsules: String? = "3") -> String {
    let capsuleLine = capsules.map { "  \"progressCapsules\": \($0),\n" } ?? ""
    let pageLines = pages.map { "    \($0)" }.joined(separator: ",\n")
    return "{\n\(capsuleLine)  \"pages\": [\n\(pageLines)\n  ]\n}\n"
  }

  // MARK: Asset catalogs

  /// `{ "filename" : <filename>, "idiom" : "universal", "scale" : "2x" }`; `filename` is source (quoted).
  static func imageEntry(filename: String, scale: String? = "2x") -> String {
    let scalePart = scale.map { ", \"scale\" : \"\($0)\"" } ?? ""
    return "{ \"filename\" : \(filename), \"idiom\" : \"universal\"\(scalePart) }"
  }

  /// An image set's `Contents.json` with `entries` (source), plus the listed files (empty) in its folder.
  /// With no entries the set has one empty universal slot, as Xcode creates it.
  static func imageSet(_ name: String, entries: [String] = [], files: [String] = [], in folder: String = catalogPath)
    -> [File]
  {
    let directory = "\(folder)/\(name).imageset"
    let slots = entries.isEmpty ? ["{ \"idiom\" : \"universal\" }"] : entries
    let contents = """
      {
        "images" : [
          \(slots.joined(separator: ",\n    "))
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }

      """
    return [("\(directory)/Contents.json", contents)] + files.map { ("\(directory)/\($0)", "") }
  }

  /// A colour set with one sRGB colour.
  static func colorSet(_ name: String, in folder: String = catalogPath) -> [File] {
    let contents = """
      {
        "colors" : [
          {
            "color" : {
              "color-space" : "srgb",
              "components" : { "alpha" : "1.000", "blue" : "0.310", "green" : "0.545", "red" : "0.949" }
            },
            "idiom" : "universal"
          }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }

      """
    return [("\(folder)/\(name).colorset/Contents.json", contents)]
  }

  /// A data set holding one JSON file (a Lottie animation, say).
  static func dataSet(_ name: String, in folder: String = catalogPath) -> [File] {
    let contents = """
      {
        "data" : [ { "filename" : "\(name).json", "idiom" : "universal" } ],
        "info" : { "author" : "xcode", "version" : 1 }
      }

      """
    let directory = "\(folder)/\(name).dataset"
    return [("\(directory)/Contents.json", contents), ("\(directory)/\(name).json", "{\"v\": \"5.7.4\"}\n")]
  }

  /// The catalog's own `Contents.json` plus the backgrounds and icons of the standard pages (empty sets).
  static func standardCatalog(pages: Int = 3) -> [File] {
    let root: File = (
      "\(catalogPath)/Contents.json", "{\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    )
    let sets = (1...max(pages, 1)).flatMap { number in
      imageSet("onboarding-\(number)") + imageSet("icon_onboarding_\(number)")
    }
    return [root] + sets
  }

  // MARK: String tables

  /// The standard titles and descriptions in German and French, by language.
  static let translations: [String: (titles: [String], descriptions: [String])] = [
    "de": (
      ["Finde einen Freund", "Erst treffen, dann adoptieren", "Hol sie nach Hause", "Bleib in Kontakt"],
      [
        "Katzen, Hunde und Kaninchen in Tierheimen in deiner Nähe.",
        "Vereinbare einen Besuch bei dem Tier, das dir gefällt.",
        "Wir helfen mit den Papieren, dem Tierarzt und der Fahrt.",
        "Schick dem Tierheim Fotos, während sich dein Tier einlebt.",
      ]
    ),
    "fr": (
      ["Trouvez un ami", "Rencontrez avant d’adopter", "Ramenez-le chez vous", "Restez en contact"],
      [
        "Chats, chiens et lapins des refuges près de chez vous.",
        "Réservez une visite avec l’animal qui vous plaît.",
        "Nous aidons pour les papiers, le vétérinaire et le trajet.",
        "Envoyez des photos au refuge pendant qu’il s’installe.",
      ]
    ),
  ]

  /// `onboarding.1.title`: the key of page `index` (0-based) of the localized flow.
  static func titleKey(_ index: Int) -> String { "onboarding.\(index + 1).title" }
  static func descriptionKey(_ index: Int) -> String { "onboarding.\(index + 1).description" }

  /// A page whose texts are `String(localized:)` keys; `title` and `description` replace the calls as source.
  static func localizedPage(_ index: Int, title: String? = nil, description: String? = nil) -> String {
    page(
      index, title: title ?? "String(localized: \(quoted(titleKey(index))))",
      description: description ?? "String(localized: \(quoted(descriptionKey(index))))")
  }

  /// The standard flow with `String(localized:)` keys for its `pages` pages.
  static func localizedFlow(pages: Int = 3) -> String {
    flow((0..<pages).map { localizedPage($0) })
  }

  /// The standard texts of `pages` pages in `language` (`en`, `de`, `fr`) as key → value source, with `overrides`
  /// (key → value source, or nil to leave the key out).
  static func standardEntries(_ language: String, pages: Int = 3, overrides: [String: String?] = [:])
    -> [(key: String, value: String)]
  {
    let texts = translations[language] ?? (titles, descriptions)
    var entries: [(key: String, value: String)] = []
    for index in 0..<pages {
      let standard = index % titles.count
      for (key, text) in [
        (titleKey(index), texts.titles[standard]), (descriptionKey(index), texts.descriptions[standard]),
      ] {
        if let override = overrides[key] {
          if let value = override { entries.append((key, value)) }
        } else {
          entries.append((key, quoted(text)))
        }
      }
    }
    return entries
  }

  /// `<language>.lproj/<table>.strings` with `"key" = value;` lines (values are source, so they may hold `↓`).
  static func stringsFile(
    _ language: String, table: String = "Localizable", entries: [(key: String, value: String)]? = nil
  ) -> File {
    let lines = (entries ?? standardEntries(language)).map { "\(quoted($0.key)) = \($0.value);" }
    return ("\(language).lproj/\(table).strings", "/* Onboarding */\n" + lines.joined(separator: "\n") + "\n")
  }

  /// `<language>.lproj/<table>.stringsdict` with one key whose format is `%#@pets@` and whose `other` form is
  /// `other` (source).
  static func stringsDict(_ language: String, key: String, other: String, table: String = "Localizable") -> File {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>\(key)</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@pets@</string>
          <key>pets</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>%d pet</string>
            <key>other</key>
            <string>\(other)</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
    return ("\(language).lproj/\(table).stringsdict", text)
  }

  /// One localization of a String Catalog key: language, value source (quoted JSON) and state.
  typealias CatalogUnit = (language: String, value: String, state: String)

  /// `<table>.xcstrings` with `entries` (key → its localizations), source language English. A key that starts
  /// with `↓` is marked.
  static func stringCatalog(_ entries: [(key: String, units: [CatalogUnit])], table: String = "Localizable") -> File {
    let strings = entries.map { entry in
      let units = entry.units.map { unit in
        """
              \(quoted(unit.language)) : {
                "stringUnit" : { "state" : \(quoted(unit.state)), "value" : \(unit.value) }
              }
        """
      }
      // A `↓` before the key marks the key's member (where a missing translation is reported), outside its quotes.
      let marker = entry.key.hasPrefix("↓") ? "↓" : ""
      return """
          \(marker)\(quoted(String(entry.key.drop { $0 == "↓" }))) : {
            "localizations" : {
        \(units.joined(separator: ",\n"))
            }
          }
        """
    }
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(strings.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }

      """
    return ("\(table).xcstrings", text)
  }

  /// The standard texts of `pages` pages as catalog entries in `languages`, all translated; `overrides` replace a
  /// (key, language) value source, or leave it out when nil.
  static func standardCatalogEntries(
    languages: [String] = ["en", "de", "fr"], pages: Int = 3, overrides: [String: [String: String?]] = [:]
  ) -> [(key: String, units: [CatalogUnit])] {
    let byLanguage = languages.map {
      ($0, Dictionary(uniqueKeysWithValues: standardEntries($0, pages: pages).map { ($0.key, $0.value) }))
    }
    return standardEntries("en", pages: pages).map { entry in
      let units = byLanguage.compactMap { language, values -> CatalogUnit? in
        let value: String? = overrides[entry.key]?[language] ?? values[entry.key]
        guard let value else { return nil }
        return (language, value, "translated")
      }
      return (entry.key, units)
    }
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
