/// The code an iOS build compiles: `#if` blocks whose conditions are known for iOS keep only their active
/// branch (`#if os(macOS) … #else … #endif` keeps the `#else` branch), so a flow written for another platform
/// is not read as the iOS app's. A condition the tool cannot know (`DEBUG`, a custom flag, `arch(…)`) keeps every
/// branch, as before: the recognisers read all of them.
enum SwiftCompilationConditions {
  /// `tokens` without the inactive branches of every `#if` block whose conditions are known, and without those
  /// blocks' directives; `tokens` itself when no block is known (the common case, and the cheap one).
  static func activeTokens(_ tokens: [SwiftToken]) -> [SwiftToken] {
    activeTokens(tokens, dropped: droppedTokens(tokens))
  }

  /// `tokens` without those `dropped` marks (`droppedTokens`); `tokens` itself for nil.
  static func activeTokens(_ tokens: [SwiftToken], dropped: [Bool]?) -> [SwiftToken] {
    guard let dropped else { return tokens }
    return tokens.indices.compactMap { dropped[$0] ? nil : tokens[$0] }
  }

  /// For each token, whether an iOS build leaves it out (an inactive branch of a known `#if` block, or a directive
  /// of one); nil when it leaves out none.
  static func droppedTokens(_ tokens: [SwiftToken]) -> [Bool]? {
    guard tokens.contains(where: { $0.kind == .poundKeyword && $0.text == "#if" }) else { return nil }
    var dropped = [Bool](repeating: false, count: tokens.count)
    var changed = false
    var index = 0
    while index < tokens.count {
      if isDirective(tokens[index], "#if"), let block = block(startingAt: index, in: tokens),
        block.resolves
      {
        block.markDropped(in: &dropped)
        changed = true
      }
      index += 1
    }
    return changed ? dropped : nil
  }

  /// What the iOS SDK's compiler knows: the platform, its frameworks, and literal booleans.
  enum Truth {
    case yes, no, unknown

    static func && (lhs: Truth, rhs: Truth) -> Truth {
      if lhs == .no || rhs == .no { return .no }
      return lhs == .yes && rhs == .yes ? .yes : .unknown
    }

    static func || (lhs: Truth, rhs: Truth) -> Truth {
      if lhs == .yes || rhs == .yes { return .yes }
      return lhs == .no && rhs == .no ? .no : .unknown
    }

    static prefix func ! (value: Truth) -> Truth {
      switch value {
      case .yes: return .no
      case .no: return .yes
      case .unknown: return .unknown
      }
    }
  }

  /// One `#if … #elseif … #else … #endif` block: where each clause starts, its condition's value, and its end.
  private struct Block {
    /// Each clause: its directive's index, where its condition's tokens end (its body starts), its truth.
    var clauses: [(directive: Int, bodyStart: Int, truth: Truth)]
    var endif: Int

    /// Known when the active clause is certain: every clause before it is false and it is true (or all are false).
    var resolves: Bool { activeClause != nil || clauses.allSatisfy { $0.truth == .no } }

    var activeClause: Int? {
      for (position, clause) in clauses.enumerated() {
        if clause.truth == .yes { return position }
        if clause.truth == .unknown { return nil }
      }
      return nil
    }

    func markDropped(in dropped: inout [Bool]) {
      let active = activeClause
      for (position, clause) in clauses.enumerated() {
        let end = position + 1 < clauses.count ? clauses[position + 1].directive : endif
        let keepsBody = position == active
        for index in clause.directive..<end where !(keepsBody && index >= clause.bodyStart) {
          dropped[index] = true
        }
      }
      dropped[endif] = true
    }
  }

  private static func isDirective(_ token: SwiftToken, _ name: String) -> Bool {
    token.kind == .poundKeyword && token.text == name
  }

  /// The block opened by the `#if` at `start`, with nested blocks skipped; nil when it never closes.
  private static func block(startingAt start: Int, in tokens: [SwiftToken]) -> Block? {
    var clauses: [(directive: Int, bodyStart: Int, truth: Truth)] = []
    var depth = 0
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .poundKeyword else {
        index += 1
        continue
      }
      switch token.text {
      case "#if" where depth > 0:
        depth += 1
      case "#if", "#elseif":
        depth = max(depth, 1)
        guard depth == 1 else { break }
        let condition = conditionEnd(after: index, in: tokens)
        clauses.append((index, condition, truth(of: tokens[(index + 1)..<condition])))
        index = condition
        continue
      case "#else" where depth == 1:
        clauses.append((index, index + 1, .yes))
      case "#endif":
        depth -= 1
        if depth == 0 { return Block(clauses: clauses, endif: index) }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// A condition runs to the end of its directive's line.
  private static func conditionEnd(after directive: Int, in tokens: [SwiftToken]) -> Int {
    let line = tokens[directive].position.line
    var index = directive + 1
    while index < tokens.count, tokens[index].position.line == line { index += 1 }
    return index
  }

  /// The value of a condition's tokens; unknown for anything this small grammar does not read.
  static func truth(of condition: ArraySlice<SwiftToken>) -> Truth {
    var reader = ConditionReader(tokens: Array(condition))
    let value = reader.disjunction()
    return reader.isAtEnd ? value : .unknown
  }

  /// `a || b`, `a && b`, `!a`, `(a)`, and the platform checks, with Swift's precedence (`&&` before `||`).
  private struct ConditionReader {
    let tokens: [SwiftToken]
    var position = 0

    var isAtEnd: Bool { position == tokens.count }

    mutating func disjunction() -> Truth {
      var value = conjunction()
      while take(operator: "||") { value = value || conjunction() }
      return value
    }

    mutating func conjunction() -> Truth {
      var value = unary()
      while take(operator: "&&") { value = value && unary() }
      return value
    }

    mutating func unary() -> Truth {
      if take(operator: "!") { return !unary() }
      if take(punctuation: "(") {
        let value = disjunction()
        return take(punctuation: ")") ? value : .unknown
      }
      guard position < tokens.count, tokens[position].kind == .identifier else {
        position = tokens.count + 1  // not read: the whole condition is unknown
        return .unknown
      }
      let name = tokens[position].text
      position += 1
      guard take(punctuation: "(") else { return Self.flag(name) }
      var argument: [String] = []
      while position < tokens.count, !tokens[position].isPunctuation(")") {
        argument.append(tokens[position].text)
        position += 1
      }
      guard take(punctuation: ")") else { return .unknown }
      return Self.check(name, argument.joined())
    }

    /// `true` and `false` are known; any other flag (`DEBUG`, `BETA`) is the build's own.
    static func flag(_ name: String) -> Truth {
      switch name {
      case "true": return .yes
      case "false": return .no
      default: return .unknown
      }
    }

    /// `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(macCatalyst)`: what an iOS device build answers.
    static func check(_ name: String, _ argument: String) -> Truth {
      switch name {
      case "os":
        return argument == "iOS" ? .yes : .no
      case "canImport":
        if iOSModules.contains(argument) { return .yes }
        return otherPlatformModules.contains(argument) ? .no : .unknown
      case "targetEnvironment":
        return argument == "macCatalyst" ? .no : .unknown
      default:
        return .unknown
      }
    }

    static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "CoreGraphics", "ARKit"]
    static let otherPlatformModules: Set<String> = ["AppKit", "WatchKit", "Cocoa"]

    mutating func take(operator symbol: String) -> Bool {
      guard position < tokens.count, tokens[position].isOperator(symbol) else { return false }
      position += 1
      return true
    }

    mutating func take(punctuation symbol: String) -> Bool {
      guard position < tokens.count, tokens[position].isPunctuation(symbol) else { return false }
      position += 1
      return true
    }
  }
}
