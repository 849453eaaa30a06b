/// The words real apps use: for a page's fields (which property is the title, the description, an image, the
/// tag), and for onboarding itself (which names say "this is the first-run flow").
enum PageVocabulary {
  /// What a field of a page is.
  enum Role: Hashable, Sendable {
    case title, description, background, icon, illustration, symbol, tag
    /// An animation played by name (a Lottie data set or JSON file), not an image.
    case animation

    /// A role whose value names a picture: a background, icon, illustration, symbol or animation.
    var isImage: Bool { ![.title, .description, .tag].contains(self) }
  }

  private static let exact: [String: Role] = [
    "title": .title, "heading": .title, "headline": .title, "header": .title, "primarytext": .title,
    "titletext": .title, "titlekey": .title, "maintitle": .title, "headertext": .title, "name": .title,
    "description": .description, "subtitle": .description, "body": .description, "detail": .description,
    "details": .description, "message": .description, "text": .description, "subheading": .description,
    "subheadline": .description, "caption": .description, "summary": .description, "content": .description,
    "info": .description, "descriptiontext": .description, "secondarytext": .description, "bodytext": .description,
    "desc": .description, "subtitletext": .description, "explanation": .description, "descriptionkey": .description,
    "background": .background, "backgroundimage": .background, "backgroundimagename": .background,
    "bg": .background, "bgimage": .background, "backgroundname": .background, "backgroundresource": .background,
    "icon": .icon, "iconname": .icon, "iconimage": .icon, "iconresource": .icon,
    "symbol": .symbol, "symbolname": .symbol, "systemimage": .symbol, "systemimagename": .symbol,
    "systemname": .symbol, "sfsymbol": .symbol, "systemicon": .symbol, "sficon": .symbol,
    "image": .illustration, "imagename": .illustration, "illustration": .illustration, "artwork": .illustration,
    "picture": .illustration, "photo": .illustration, "img": .illustration, "imageresource": .illustration,
    "illustrationname": .illustration, "asset": .illustration, "assetname": .illustration, "art": .illustration,
    "animation": .animation, "animationname": .animation, "lottie": .animation, "lottiename": .animation,
    "lottiefile": .animation, "animationfile": .animation,
    "tag": .tag, "id": .tag, "index": .tag, "page": .tag, "pageindex": .tag, "position": .tag, "order": .tag,
    "step": .tag, "number": .tag, "pagenumber": .tag,
  ]

  /// The role a field's name gives it, from the exact vocabulary, then from the words it contains
  /// (`onboardingTitle`, `bgImageName`, `heroIllustration`).
  static func role(of name: String) -> Role? {
    let lowered = name.lowercased()
    if let role = exact[lowered] { return role }
    let role = compoundRole(lowered)
    // A control's words (`ctaTitle`, `skipButtonTitle`): the label of a button, not the page's text. (A button's
    // icon is still an image the page shows.)
    if role == .title || role == .description, splitWords(name).contains(where: controlWords.contains) { return nil }
    return role
  }

  /// The role the words of a lowercased name that is not in the exact vocabulary give it.
  private static func compoundRole(_ lowered: String) -> Role? {
    if lowered.has("subtitle") || lowered.has("description") || lowered.hasSuffix("body")
      || lowered.hasSuffix("message") || lowered.hasSuffix("detail")
    {
      return .description
    }
    if lowered.hasSuffix("title") || lowered.hasSuffix("heading") || lowered.hasSuffix("headline") { return .title }
    if lowered.hasPrefix("background") || lowered.hasPrefix("bg") { return .background }
    // An image's words (`imageAccessibilityText`, `iconLabel`, `heroImageHint`): text about it, not its name.
    if lowered.has("accessib") || lowered.hasSuffix("text") || lowered.hasSuffix("label") || lowered.hasSuffix("hint") {
      return nil
    }
    if lowered.has("symbol") || lowered.hasPrefix("system") { return .symbol }
    if lowered.has("icon") { return .icon }
    if lowered.has("image") || lowered.has("illustration") || lowered.has("artwork")
      || lowered.has("picture")
    {
      return .illustration
    }
    return nil
  }

  /// Words that make a field a control's label or the screen's chrome: what the page's button says, or the title
  /// of the navigation bar above the page (`navbarTitle`), never the page's title or text.
  private static let controlWords: Set<String> = [
    "button", "btn", "cta", "action", "actions", "navbar", "navigation", "toolbar", "tabbar",
  ]

  /// Whether `name` is a word of the exact vocabulary (`title`, `subtitle`): what a page model calls its fields.
  /// A compound name (`ctaTitle`, `primaryTitle`) has its role from its words, and from how the views use it.
  static func isExactName(_ name: String) -> Bool {
    exact[name.lowercased()] != nil
  }

  /// Types a text field holds.
  static let textTypes: Set<String> = [
    "String", "LocalizedStringKey", "LocalizedStringResource", "Text", "AttributedString", "NSAttributedString",
    "String.LocalizationValue",
  ]
  /// Types an image field holds.
  static let imageTypes: Set<String> = ["String", "ImageResource", "Image", "UIImage", "NSImage"]
  /// Types a tag holds.
  static let tagTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Int?"]

  /// Whether a declared type fits the role (`String?` counts as `String`); an unknown type fits anything.
  static func type(_ typeName: String?, fits role: Role) -> Bool {
    guard var typeName else { return true }
    if typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
    if let dot = typeName.lastIndex(of: "."), typeName != "String.LocalizationValue" {
      typeName = String(typeName[typeName.index(after: dot)...])
    }
    switch role {
    case .title, .description: return textTypes.contains(typeName)
    case .background, .icon, .illustration, .symbol: return imageTypes.contains(typeName)
    case .tag: return tagTypes.contains(typeName)
    case .animation: return typeName == "String"
    }
  }

  // MARK: Onboarding words

  /// Word starts that say a name is about onboarding, with the misspellings apps ship (`OnBording/`,
  /// `OnboadingView`).
  private static let onboardingWords = [
    "onboard", "intro", "walkthrough", "welcome", "tutorial", "slide", "coachmark", "firstrun",
    "firstlaunch", "getstarted", "gettingstarted", "showcase", "whatsnew", "onbord", "onboad", "onbaord",
  ]
  /// Words that start like one of those and are not about onboarding: StoreKit's introductory offer (a free
  /// trial's price) is no intro.
  private static let notOnboardingWords: Set<String> = ["introspect", "introspection", "introductory"]
  /// Whole words that say so.
  private static let onboardingWholeWords: Set<String> = ["tour", "tours", "onboarding", "whatsnew"]

  /// Whether a type, property, file or folder name speaks of onboarding: `IntroSlide`, `WelcomeView.swift`,
  /// `Onboarding/`, `walkthroughPages`; not `tournament`, `introspect`, `introductoryOffer` or `slider`.
  static func speaksOfOnboarding(_ name: String) -> Bool {
    // Every word that says so holds a stem, and a pair of words joins without a separator: a name whose letters
    // hold none needs no splitting (the vocabulary is asked of every type and property name).
    if let letters = asciiLowercaseLetters(name), !onboardingStems.contains(where: { contains($0, in: letters) }) {
      return false
    }
    let words = splitWords(name)
    for (position, word) in words.enumerated() {
      if onboardingWholeWords.contains(word) { return true }
      if notOnboardingWords.contains(word) || word.hasPrefix("slider") { continue }
      if onboardingWords.contains(where: word.hasPrefix) { return true }
      if position + 1 < words.count, onboardingWords.contains(where: (word + words[position + 1]).hasPrefix) {
        return true
      }
    }
    return false
  }

  /// First words of the names apps give the screen they show once a flow is over: `HomeScreen`, `MainTabView`,
  /// `ContentView`, `RootView`, `DashboardView`.
  private static let appScreenWords: Set<String> = ["home", "main", "content", "root", "dashboard", "tabs", "app"]

  /// Whether a view's name says it is the app's own screen, not a page: its first word is one of those.
  static func namesTheAppsScreen(_ name: String) -> Bool {
    splitWords(name).first.map(appScreenWords.contains) ?? false
  }

  /// Words of a purchase screen, whose feature carousel (`PremiumSlide`s of a `PaywallView`) sells the app to a
  /// user who has it, at any time: no first-run flow.
  private static let paywallWords: Set<String> = [
    "paywall", "premium", "subscription", "subscriptions", "subscribe", "purchase", "upsell", "upgrade",
  ]

  /// Whether a name speaks of a purchase screen: `PremiumPaywallView`, `SubscriptionSlide`; not `purchased`.
  static func speaksOfPaywall(_ name: String) -> Bool {
    splitWords(name).contains(where: paywallWords.contains)
  }

  /// Whether a name speaks of a first-run flow by a word other than `slide` or `showcase`, which a paywall's
  /// carousel uses too: `OnboardingPaywall`, `WelcomeSlide`; not `PremiumSlide`.
  static func speaksOfFirstRun(_ name: String) -> Bool {
    let words = splitWords(name).filter { !$0.hasPrefix("slide") && !$0.hasPrefix("showcase") }
    return speaksOfOnboarding(words.joined(separator: " "))
  }

  /// `IntroSlide` → `intro`, `slide`; `first_run-view.swift` → `first`, `run`, `view`, `swift`.
  static func splitWords(_ name: String) -> [String] {
    if let words = asciiWords(name) { return words }
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in name {
      if !character.isLetter && !character.isNumber {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      if character.isUppercase, previousWasLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousWasLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `splitWords` of an ASCII name, on its bytes (no Unicode property look-ups); nil for any other name.
  private static func asciiWords(_ name: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    var previousWasLower = false
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      let isLowerOrDigit =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if !isUpper && !isLowerOrDigit || isUpper && previousWasLower, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      previousWasLower = isLowerOrDigit
      if isUpper || isLowerOrDigit { current.append(isUpper ? byte + 32 : byte) }
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// The bytes of the onboarding words and whole words: every one of them holds one of these.
  private static let onboardingStems = (onboardingWords + ["tour"]).map { Array($0.utf8) }

  /// Whether `part` occurs in `bytes` (names are short: a plain search).
  private static func contains(_ part: [UInt8], in bytes: [UInt8]) -> Bool {
    guard let first = part.first, bytes.count >= part.count else { return false }
    for start in 0...(bytes.count - part.count) where bytes[start] == first {
      if bytes[start..<(start + part.count)].elementsEqual(part) { return true }
    }
    return false
  }

  /// The letters and digits of an ASCII name, lower-cased, without separators; nil for any other name.
  private static func asciiLowercaseLetters(_ name: String) -> [UInt8]? {
    var letters: [UInt8] = []
    letters.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        letters.append(byte + 32)
      } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      {
        letters.append(byte)
      }
    }
    return letters
  }
}

extension String {
  /// Whether `part` occurs in the string, comparing UTF-8 bytes (`contains` goes through Foundation on Linux, and
  /// the vocabulary asks it for every property of every type).
  fileprivate func has(_ part: String) -> Bool {
    includesBytes(of: part)
  }
}
