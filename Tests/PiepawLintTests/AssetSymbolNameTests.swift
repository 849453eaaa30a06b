import Testing

@testable import PiepawLint

@Suite struct AssetSymbolNameTests {
  /// Every example of DESIGN.md ("Generated asset symbols").
  @Test(arguments: [
    ("onboarding-1", "onboarding1"),
    ("icon_onboarding_1", "iconOnboarding1"),
    ("Logo Pet", "logoPet"),
    ("Gallery", "gallery"),
    ("CS", "CS"),
    ("globe-36pt", "globe36Pt"),
    ("1gridPopupBg2", "_1GridPopupBg2"),
    ("16_9", "_16_9"),
    ("loginButtonColor", "loginButton"),
    ("Hero image", "hero"),
    ("Color", "color"),
    ("Image", "image"),
    ("default", "`default`"),
    ("class", "`class`"),
    ("self", "`self`"),
    ("A-1-1-0", "A_1_1_0"),
    ("ac_fm_1_1", "acFm11"),
    ("CristoPose2 (1)", "cristoPose21"),
    ("P1.1", "P_1_1"),
    ("10C", "_10_C"),
  ])
  func designExamples(name: String, symbol: String) {
    #expect(AssetSymbolName.symbol(forAssetNamed: name) == symbol)
  }

  /// Names and symbols seen in committed `GeneratedAssetSymbols.swift` files.
  @Test(arguments: [
    ("APCPhoto", "apcPhoto"), ("DSDockCPU", "dsDockCPU"), ("LuLu", "luLu"), ("Product.1", "product1"),
    ("Zpp.img", "zppImg"), ("img.g2", "imgG2"), ("product picture (1)", "productPicture1"),
    ("favicon-32x32", "favicon32X32"), ("welcomeVCimage", "welcomeVCimage"), ("AccentColor", "accent"),
    ("bg_color", "bg"), ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"),
    ("joker_3_multicolor", "joker3Multicolor"), ("img_home_carousel_03", "imgHomeCarousel03"),
    ("Background-Page3", "backgroundPage3"), ("A319neo", "a319Neo"), ("A330neo-900", "a330Neo900"),
    ("P1", "P_1"), ("P1.1", "P_1_1"), ("AL-1", "AL_1"), ("MEESUK-B", "MEESUK_B"), ("EN", "EN"),
    ("B737MAX8", "B_737_MAX_8"), ("B747-8I", "B_747_8_I"), ("E175E2", "E_175_E_2"), ("1", "_1"),
    ("121212", "_121212"), ("หมีสุข", "หมีสุข"), ("Chat_gray", "chatGray"),
  ])
  func observedExamples(name: String, symbol: String) {
    #expect(AssetSymbolName.symbol(forAssetNamed: name) == symbol)
  }

  /// More pairs seen in committed `GeneratedAssetSymbols.swift` files (Xcode 15 and 16), names re-typed: digit
  /// groups across separators, parentheses, `@`, leading digits, all caps, acronyms, keywords, `Color`/`Image`
  /// suffixes and non-ASCII letters.
  @Test(arguments: [
    // Digit groups are joined when the name has lowercase letters.
    ("ac_fm_1", "acFm1"), ("ac_fm_1_1", "acFm11"), ("ac_fm_1_2", "acFm12"), ("ac_fm_10_1", "acFm101"),
    ("ac_fm_10_2", "acFm102"), ("ac_fm_1_2 1", "acFm121"), ("sy_head_10@2x", "syHead102X"), ("sy_head_1", "syHead1"),
    ("sy_banner_3", "syBanner3"), ("sy_login_female_sel", "syLoginFemaleSel"), ("sy_detai_ing", "syDetaiIng"),
    ("tab_publish_sel", "tabPublishSel"),
    // Parentheses.
    ("CristoPose2 (1)", "cristoPose21"), ("CristoPose1", "cristoPose1"), ("love(1)", "love1"), ("Fall (1)", "fall1"),
    ("Fall (2)", "fall2"),
    // Camel and Pascal case, hyphens, underscores.
    ("CristoPoseMicrofone", "cristoPoseMicrofone"), ("PolicialFundo2", "policialFundo2"),
    ("telaWelcome", "telaWelcome"), ("menu_background", "menuBackground"), ("LaunchLogo", "launchLogo"),
    ("megamanPerspective", "megamanPerspective"), ("ironMaiden2", "ironMaiden2"), ("bubble-chat", "bubbleChat"),
    ("Coffee-Mocha", "coffeeMocha"), ("apptitle", "apptitle"), ("img4", "img4"), ("downIndicator", "downIndicator"),
    ("amarelo_mensagem", "amareloMensagem"),
    // Non-ASCII letters stay.
    ("GarçomFundo", "garçomFundo"),
    // Leading digits.
    ("10c", "_10C"), ("2h", "_2H"), ("5s", "_5S"), ("2", "_2"),
    ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
    ("15d058e5b1d372de38f21d8055f89223", "_15D058E5B1D372De38F21D8055F89223"),
    // No lowercase letter: words kept, joined with `_`.
    ("ACE OF CLUBS", "ACE_OF_CLUBS"), ("THE JOKER", "THE_JOKER"), ("QUEEN OF HEARTS", "QUEEN_OF_HEARTS"),
    ("BMW", "BMW"), ("NYC", "NYC"), ("OG", "OG"), ("TLS2016", "TLS_2016"),
    // Acronyms and single capitals before lowercase.
    ("TLSold", "tlSold"), ("M-stadt", "mStadt"), ("Mac", "mac"), ("AppIcon", "appIcon"),
    // Keywords.
    ("as", "`as`"), ("subscript", "`subscript`"),
    // A final `Color` or `Image` word is dropped, not one inside the name nor the whole name.
    ("Top Shelf Image", "topShelf"), ("Top Shelf Image Wide", "topShelfImageWide"), ("Image", "image"),
    ("PortfolioRowColor", "portfolioRow"), ("SecondaryTextColor", "secondaryText"),
    ("tabbarBackgroundColor", "tabbarBackground"), ("tabbarUnselectedColor", "tabbarUnselected"),
    ("headerBackground", "headerBackground"), ("MovesWidgetBackgroundTop", "movesWidgetBackgroundTop"),
    ("Content", "content"),
  ])
  func observedInGeneratedFiles(name: String, symbol: String) {
    #expect(AssetSymbolName.symbol(forAssetNamed: name) == symbol)
  }

  /// Observed namespaced names (namespace folders and image-stack layers).
  @Test(arguments: [
    ("Poses/A-1-1-0", ["Poses", "A_1_1_0"]), ("Colors/121212", ["Colors", "_121212"]),
    ("iconPreviews/AppIcon", ["IconPreviews", "appIcon"]), ("iconPreviews/TLSold", ["IconPreviews", "tlSold"]),
    ("GameUI/arrow_basic_e", ["GameUI", "arrowBasicE"]), ("Border/Subtle", ["Border", "subtle"]),
    ("Signal/BackgroundLevels/backgroundBase", ["Signal", "BackgroundLevels", "backgroundBase"]),
    ("App Icon/Back/Content", ["AppIcon", "Back", "content"]),
    ("App Icon - App Store/Front/Content", ["AppIconAppStore", "Front", "content"]),
  ])
  func observedNamespacedSymbols(name: String, path: [String]) {
    #expect(AssetSymbolName.symbolPath(forCatalogName: name) == path)
  }

  @Test(arguments: [
    ("", ""), ("---", ""), ("  ", ""), ("loginButton", "loginButton"), ("IMGHero", "imgHero"),
    ("img_16_9", "img169"), ("café-menu", "caféMenu"), ("Élan", "élan"), ("über größe", "überGröße"),
    ("icon😀star", "iconStar"), ("1 image", "_1"), ("Color Image", "color"), ("hero.Image.png", "heroImagePng"),
    ("return", "`return`"), ("Return", "`return`"), ("init", "`init`"), ("Self", "`self`"), ("__x__", "x"),
    ("3DModel", "_3DModel"), ("TYPE", "TYPE"), ("colorful", "colorful"),
  ])
  func edgeCases(name: String, symbol: String) {
    #expect(AssetSymbolName.symbol(forAssetNamed: name) == symbol)
  }

  @Test(arguments: [
    ("Poses", "Poses"), ("iconPreviews", "IconPreviews"), ("GameUI", "GameUI"),
    ("onboarding-images", "OnboardingImages"),
    ("Colors", "Colors"), ("UI", "UI"), ("2024 Icons", "_2024Icons"), ("self", "`Self`"), ("", ""),
  ])
  func namespaceTypeNames(folder: String, type: String) {
    #expect(AssetSymbolName.namespaceTypeName(folder) == type)
  }

  /// An all-capitals name lowered as a mixed name is, for toolchains that generate it so; nil for any other name.
  @Test(
    arguments: [
      ("BG", "bg"), ("CS", "cs"), ("MEESUK-B", "meesukB"), ("P1", "p1"), ("EN", "en"), ("AS", "`as`"),
      ("loginButton", nil), ("Gallery", nil), ("16_9", nil), ("1", nil), ("-", nil),
    ] as [(String, String?)])
  func lowercasedAlternatives(name: String, alternative: String?) {
    #expect(AssetSymbolName.lowercasedAlternative(forAssetNamed: name) == alternative)
  }

  @Test func symbolPathsFollowNamespaces() {
    #expect(AssetSymbolName.symbolPath(forCatalogName: "Poses/A-1-1-0") == ["Poses", "A_1_1_0"])
    #expect(AssetSymbolName.symbolPath(forCatalogName: "onboarding-1") == ["onboarding1"])
    #expect(
      AssetSymbolName.symbolPath(forCatalogName: "AppIcon/back-side/Logo Pet") == ["AppIcon", "BackSide", "logoPet"])
  }

  @Test func wordsSplitAtCaseDigitAndAcronymBoundaries() {
    #expect(AssetNameWords.split("APCPhoto2x-big").map(String.init) == ["APC", "Photo", "2", "x", "big"])
    #expect(AssetNameWords.split("(a)..b").map(String.init) == ["a", "b"])
  }
}
