/// Which string table the app's own localizing member of `String` (`var localized: String { … }`, `func
/// localized() -> String`) looks its key up in.
enum SwiftLocalizingMemberTable: Hashable, Sendable {
  /// The body asks no string table (`StringsManager.shared.strings[self]`): the app reads its texts elsewhere.
  case none
  /// `NSLocalizedString(self, tableName: "Localization", …)`: a table other than `Localizable`.
  case named(String)
  /// A table the code names by a value the tool does not read (`tableName: table`), or declarations of the same
  /// name that disagree.
  case unknown
}

/// Reads the members of `extension String` named as localizing ones (`SwiftExpressionReader.localizingMembers`)
/// and the table each looks up. A member that looks up the default table (`NSLocalizedString(self, comment: "")`)
/// is left out: its keys are `Localizable`'s, as the tool assumes of every key.
struct SwiftLocalizingMemberReader {
  let code: SwiftCode
  let enclosingType: (Int) -> String?

  func tables() -> [String: SwiftLocalizingMemberTable] {
    var tables: [String: SwiftLocalizingMemberTable?] = [:]
    // Read only for a file that declares such a member: most declare none, and reading them asks every `func`.
    var helpers: [String: Range<Int>]?
    for index in code.occurrences(of: Self.localizingMembers) {
      guard code.isIdentifier("var", at: index - 1) || code.isIdentifier("func", at: index - 1),
        enclosingType(index) == "String", let name = code.identifierName(at: index),
        let open = bodyOpen(after: index), let close = code.partner(of: open)
      else { continue }
      if helpers == nil { helpers = stringHelpers() }
      let lookup = firstLookup(in: (open + 1)..<close, helpers: helpers ?? [:])
      // `String(format: self.localized, args)`: an overload that hands the key to another declaration.
      if let lookup, code.isPunctuation(".", at: lookup - 1) { continue }
      let table = lookup.map(table(lookedUpBy:)) ?? SwiftLocalizingMemberTable.none
      if let known = tables[name], known != table {
        tables[name] = .some(.unknown)
      } else {
        tables[name] = .some(table)
      }
    }
    return tables.compactMapValues { $0 }
  }

  /// The first table lookup in `body` or in the bodies of the `String` functions it calls
  /// (`localizedWithFallback()` → `tryLocalization(language:)` → `NSLocalizedString(self, bundle: …)`), a few calls
  /// deep: a member that hands its key to its own helpers reads the table they read.
  private func firstLookup(in body: Range<Int>, helpers: [String: Range<Int>]) -> Int? {
    var bodies = [body]
    var seen: Set<String> = []
    for _ in 0..<Self.maximumHelperDepth {
      var called: [Range<Int>] = []
      for body in bodies {
        if let lookup = body.first(where: { position in
          Self.tableLookups.contains { code.isIdentifier($0, at: position) }
        }) {
          return lookup
        }
        for position in body where code.isPunctuation("(", at: position + 1) {
          guard let name = code.identifierName(at: position), let helper = helpers[name], !seen.contains(name)
          else { continue }
          seen.insert(name)
          called.append(helper)
        }
      }
      bodies = called
    }
    return nil
  }

  private static let localizingMembers = Array(SwiftExpressionReader.localizingMembers)

  /// Calls followed from a localizing member to the helpers that look its key up.
  private static let maximumHelperDepth = 4

  /// The bodies of the functions declared in this file's `extension String`s, by name; a name declared twice is
  /// left out (which one a call runs is not read).
  private func stringHelpers() -> [String: Range<Int>] {
    var helpers: [String: Range<Int>?] = [:]
    for keyword in code.occurrences(of: ["func"]) {
      guard let name = code.identifierName(at: keyword + 1), enclosingType(keyword) == "String",
        let open = bodyOpen(after: keyword + 1), let close = code.partner(of: open)
      else { continue }
      helpers[name] = helpers[name] == nil ? .some((open + 1)..<close) : .some(nil)
    }
    return helpers.compactMapValues { $0 }
  }

  /// Names whose use in a member's body looks a key up in a string table.
  private static let tableLookups = [
    "NSLocalizedString", "localizedString", "LocalizedStringKey", "LocalizedStringResource", "localized",
  ]
  /// The argument labels that name the table of a lookup: `NSLocalizedString(_:tableName:…)`,
  /// `String(localized:table:…)`, `Bundle.localizedString(forKey:value:table:)`.
  private static let tableLabels: Set<String> = ["tableName", "table"]

  /// The table the lookup at `lookup` names: nil for the default table.
  private func table(lookedUpBy lookup: Int) -> SwiftLocalizingMemberTable? {
    guard let open = callOpen(after: lookup),
      let argument = code.arguments(inside: open).first(where: { $0.label.map(Self.tableLabels.contains) ?? false })
    else { return nil }
    if argument.value.count == 1, let literal = code.tokens[argument.value.lowerBound].stringLiteral {
      guard let name = literal.value else { return .unknown }
      return name == "Localizable" ? nil : .named(name)
    }
    if argument.value.count == 1, code.isIdentifier("nil", at: argument.value.lowerBound) { return nil }
    return .unknown
  }

  /// The `(` of the call the lookup at `index` makes: `NSLocalizedString(`, `String(localized:`.
  private func callOpen(after index: Int) -> Int? {
    if code.isPunctuation("(", at: index + 1) { return index + 1 }
    // `String(localized: self, table: "T")`: the lookup is the first label of the call.
    if code.isPunctuation(":", at: index + 1), code.isPunctuation("(", at: index - 1) { return index - 1 }
    return nil
  }

  /// The `{` of the body of the declaration whose name is at `index` (after its signature), within 40 tokens.
  private func bodyOpen(after index: Int) -> Int? {
    var position = index + 1
    while position < min(index + 40, code.tokens.count) {
      if code.isPunctuation("{", at: position) { return position }
      position = code.skippingGroup(at: position)
    }
    return nil
  }
}
