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

  @Test(arguments: [
    ("", ""), ("---", ""), ("  ", ""), ("loginButton", "loginButton"), ("IMGHero", "imgHero"),
    ("img_16_9", "img16_9"), ("café-menu", "caféMenu"), ("Élan", "élan"), ("über größe", "überGröße"),
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
