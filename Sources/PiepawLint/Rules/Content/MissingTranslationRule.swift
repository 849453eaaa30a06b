/// A page text the app's string tables do not translate into a language it ships.
struct MissingTranslationRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-translation",
    name: "Missing translation",
    summary: """
      A page text has no translation in a language the app ships (a String Catalog translation marked `new` or \
      `needs_review` is a note), or its key is in no string table at all.
      """,
    rationale: """
      Users whose language lacks a translation see the development language's text in the middle of an \
      otherwise translated onboarding, or the raw key (`onboarding.welcome.title`) where no table has it. The \
      languages an app ships are its project's `knownRegions`, its `.lproj` folders and its catalogs' languages. \
      A page is judged by the tables of the bundle its code runs in: a table only another target copies (a macOS \
      target's catalog beside a view only the iOS target compiles) is not in the app that shows the page.
      """,
    area: .content,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: [
          ("Onboarding.swift", ExampleApp.localizedFlow()),
          ExampleApp.stringsFile("en"),
          ExampleApp.stringsFile(
            "de", entries: ExampleApp.standardEntries("de", overrides: ["onboarding.2.title": nil])),
          ("fr.lproj/Localizable.strings", "/* Onboarding */\n"),
        ], fileFindings: ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings"]),
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()),
        ExampleApp.stringCatalog(
          ExampleApp.standardCatalogEntries(overrides: ["onboarding.3.title": ["fr": nil]])
            .map { entry in
              entry.key == "onboarding.3.title" ? ("↓" + entry.key, entry.units) : entry
            }),
      ]),
      // The catalog the iOS target that compiles the page copies.
      RuleExample(files: twoPlatformApp(catalogIn: "PawsIOS", marked: true)),
      // A key no table has: every language shows the key.
      RuleExample(files: [
        (
          "Onboarding.swift",
          ExampleApp.flow([
            ExampleApp.localizedPage(0), ExampleApp.localizedPage(1, title: "↓String(localized: \"onboarding.meet\")"),
          ])
        ),
        ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de"),
      ]),
      // A lookup in `localizable` of a key `Localizable.strings` has: a device's disk does not find the table.
      RuleExample(files: [
        (
          "Onboarding.swift",
          ExampleApp.flow([
            ExampleApp.localizedPage(0),
            ExampleApp.localizedPage(
              1, title: "↓String(localized: \"\(ExampleApp.titleKey(1))\", table: \"localizable\")"),
          ])
        ),
        ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()), ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de"),
        ExampleApp.stringsFile("fr"),
      ]),
      // The catalog is the macOS target's; the iOS target that compiles the page copies none (its texts show the
      // source language there).
      RuleExample(files: twoPlatformApp(catalogIn: "PawsMac", marked: false)),
      // A key no readable table has, where a file of its table could not be read: it may be there.
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()),
        ("Resources/de.lproj/Localizable.strings", "\"onboarding.1.title\" = \"Willkommen\";;\n"),
      ]),
      // Text shown as written needs no table, and an app with no tables is not localized.
      .swift(ExampleApp.flow()),
      .swift(ExampleApp.localizedFlow()),
    ])

  /// An iOS app target (`PawsIOS/`, the flow) and a macOS one (`PawsMac/`), with the catalog in `folder`, lacking
  /// page 3's French title (marked for the finding where `marked`).
  private static func twoPlatformApp(catalogIn folder: String, marked: Bool) -> [ExampleApp.File] {
    let entries = ExampleApp.standardCatalogEntries(overrides: ["onboarding.3.title": ["fr": nil]]).map { entry in
      marked && entry.key == "onboarding.3.title" ? ("↓" + entry.key, entry.units) : entry
    }
    let catalog = ExampleApp.stringCatalog(entries)
    return [
      ExampleXcodeProject.file([
        .app("PawsIOS", folders: ["PawsIOS"], sdk: "iphoneos"), .app("PawsMac", folders: ["PawsMac"], sdk: "macosx"),
      ]),
      ("PawsIOS/Onboarding.swift", ExampleApp.localizedFlow()),
      ("\(folder)/\(catalog.0)", catalog.1),
    ]
  }

  static func untranslated(_ subject: String, plural: Bool, table: String, fallback: String) -> String {
    "\(subject) \(plural ? "are" : "is") not translated in \(table); its users see \(fallback). Add the "
      + "translation\(plural ? "s" : "")."
  }

  static func unfinished(_ subject: String, state: TranslationState) -> String {
    "\(subject) is marked `\(state.rawValue)`; review the translation and mark it translated."
  }

  static func tableInAnotherCase(_ subject: String, key: TextLocalization, table: String) -> String {
    let shown = key.defaultValue.map { "the default value \"\($0)\"" } ?? "the key itself"
    return "\(subject) looks up \"\(key.key)\" in \(key.tableName), but the table that has it is named \(table); "
      + "a device's case-sensitive disk does not find it, so every language shows \(shown) there (a Mac's "
      + "simulator finds it). Name the table in the lookup as its file is named."
  }

  static func noEntry(_ subject: String, key: TextLocalization) -> String {
    let shown = key.defaultValue.map { "the default value \"\($0)\"" } ?? "the key itself"
    return "\(subject) looks up \"\(key.key)\" in \(key.tableName), which no string table has; every language "
      + "shows \(shown). Add the key to the table (or fix its spelling)."
  }

  /// Whether the bundle the page's file looks its texts up in holds a file of `table`: a target that runs the file
  /// (or, for a module's code, the app) copies one. A table only another target copies (a macOS target's catalog
  /// beside a view only the iOS target compiles) is not in the app that shows the page, so its languages are not
  /// that app's. True where the targets are not known.
  static func bundleHolds(_ table: LocalizationTable?, pageAt location: SourceLocation, in project: Project) -> Bool {
    let bundles = project.lookupTargets(ofSource: location.file)
    guard let table, !bundles.isEmpty else { return true }
    let files = table.files.values.joined()
    return bundles.contains { target in files.contains(where: target.copies) }
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    let localization = project.localization
    guard localization.hasTables else { return [] }
    var missing = MissingGroups()
    var findings: [Finding] = []
    for field in PageTextField.allCases {
      for text in context.facts.localizedTexts(field) {
        // A table the project copies but the checkout lacks may hold any key: nothing is known to be missing.
        guard let key = text.localization, !localization.tablesNotInCheckout.contains(key.tableName) else { continue }
        guard let locale = text.locale else {
          // A package's key that the app's tables have may be looked up in the app's bundle, and a table with a
          // file the tool could not read may hold it (`invalid-input` says why): not said to be in none.
          if text.source == .keyShownAsItself || text.source == .defaultValue, !project.neighbours.mainBundleHas(key),
            !localization.unreadTables.contains(key.tableName)
          {
            let subject = LocalizedTextGroup(text: text, locales: []).subject
            let message =
              localization.tableInAnotherCase(key.tableName, having: key.key).map {
                Self.tableInAnotherCase(subject, key: key, table: $0)
              } ?? Self.noEntry(subject, key: key)
            findings.append(Finding(location: text.location, message: message))
          }
          continue
        }
        // The development language's own entries (and its regional variants', `en-US` of `en`) are the source
        // text: a catalog marks them `new` until exported (`extracted_with_value`), which asks nothing of a
        // translator.
        if text.source == .translation, let state = text.state, state.isUnfinished,
          locale != localization.developmentLanguage,
          Localization.baseLanguage(of: locale) != localization.developmentLanguage
        {
          let subject = LocalizedTextGroup(text: text, locales: [locale]).subject
          findings.append(
            Finding(location: text.location, message: Self.unfinished(subject, state: state), maximumSeverity: .note))
        } else if text.source != .translation, locale != localization.developmentLanguage,
          localization.tables[key.tableName]?.untranslatable.contains(key.key) != true,
          Self.bundleHolds(localization.tables[key.tableName], pageAt: text.pageLocation, in: project)
        {
          missing.add(text, at: Self.missingLocation(of: text, key: key, in: project))
        }
      }
    }
    return findings + missing.findings(developmentLanguage: localization.developmentLanguage)
  }

  /// Where a translator adds the missing text: a catalog's key, the language's own file of the table (the one
  /// the bundle the code looks in copies, `Project.lookupTargets(ofSource:)`), else the development language's
  /// entry (or the code when there is none).
  static func missingLocation(of text: LocalizedPageText, key: TextLocalization, in project: Project)
    -> SourceLocation
  {
    let table = project.localization.tables[key.tableName]
    if let catalogKey = table?.keyLocations[key.key] { return catalogKey }
    if let locale = text.locale, let files = table?.files[locale], let first = files.first {
      let lookingUp = text.field.field(of: text.page)?.location.file ?? text.flow.location.file
      let targets = project.lookupTargets(ofSource: lookingUp)
      return SourceLocation(file: files.first { file in targets.contains { $0.copies(file) } } ?? first)
    }
    return text.location
  }

  /// Missing translations that land at one place (a catalog's key lacks several languages, a language's file lacks
  /// several keys), reported once.
  struct MissingGroups {
    var groups: [(location: SourceLocation, texts: [LocalizedPageText])] = []
    var positions: [SourceLocation: Int] = [:]

    mutating func add(_ text: LocalizedPageText, at location: SourceLocation) {
      if let position = positions[location] {
        groups[position].texts.append(text)
      } else {
        positions[location] = groups.count
        groups.append((location, [text]))
      }
    }

    func findings(developmentLanguage: String) -> [Finding] {
      groups.map { group in
        let first = group.texts[0]
        let locales = unique(group.texts.compactMap(\.locale))
        let keys = unique(group.texts.compactMap { $0.localization?.key })
        let languages = Plural.list(shortened(locales.map { LanguageName.phrase($0) }))
        let subject =
          keys.count == 1
          ? "The \(first.field.rawValue) of page \(first.pageIndex + 1) of `\(first.flow.name)` in \(languages)"
          : "\(keys.count) page texts (\(Plural.list(shortened(keys.map { "\"\($0)\"" })))) in \(languages)"
        let fallback =
          switch first.source {
          case .developmentFallback: "the \(LanguageName.phrase(developmentLanguage)) text"
          case .defaultValue: "the default value"
          default: "the key itself"
          }
        return Finding(
          location: group.location,
          message: MissingTranslationRule.untranslated(
            subject, plural: keys.count > 1, table: first.localization?.tableName ?? Localization.defaultTable,
            fallback: fallback))
      }
    }

    private func unique(_ items: [String]) -> [String] {
      var seen: Set<String> = []
      return items.filter { seen.insert($0).inserted }
    }

    /// At most four items: three and "N more".
    private func shortened(_ items: [String]) -> [String] {
      items.count > 4 ? Array(items.prefix(3)) + ["\(items.count - 3) more"] : items
    }
  }
}
