import Testing

@testable import PiepawLint

/// Looking assets up the ways code names them, and offering only suggestions that would work where they land.
@Suite struct AssetIndexTests {
  private static func asset(_ name: String, _ type: Asset.FolderType) -> Asset {
    let symbol = type.generatesSymbol ? AssetSymbolName.symbolPath(forCatalogName: name) : []
    return Asset(
      kind: type.kind, name: name, symbolPath: symbol, directory: "/A.xcassets/\(name).\(type.rawValue)",
      contentsFile: "/A.xcassets/\(name).\(type.rawValue)/Contents.json", folderType: type)
  }

  private let index = AssetIndex([
    asset("as", .imageSet), asset("AppIcon", .appIconSet), asset("app-icon-small", .imageSet),
    asset("brand-tint", .colorSet), asset("brand-tint-art", .imageSet), asset("paw.print", .symbolSet),
    asset("breeds", .dataSet), asset("launch", .imageStack),
  ])

  @Test func aBacktickedKeywordSymbolFindsItsAsset() {
    #expect(index.resolve(.symbol(path: ["`as`"]), kind: .image) == .found(Self.asset("as", .imageSet)))
    #expect(index.resolve(.symbol(path: ["as"]), kind: .image) == .found(Self.asset("as", .imageSet)))
    #expect(index.resolve(.nameOrSymbol("`as`"), kind: .image) == .found(Self.asset("as", .imageSet)))
    #expect(index.resolve(.symbol(path: ["`is`"]), kind: .image) == .missing)
  }

  @Test func setsOfOtherTypesResolveByTheirNames() {
    #expect(index.resolve(.catalogName("paw.print"), kind: .image) == .found(Self.asset("paw.print", .symbolSet)))
    #expect(index.resolve(.symbol(path: ["pawPrint"]), kind: .image) == .found(Self.asset("paw.print", .symbolSet)))
    #expect(index.resolve(.catalogName("AppIcon"), kind: .image) == .found(Self.asset("AppIcon", .appIconSet)))
    #expect(index.resolve(.catalogName("launch"), kind: .image) == .found(Self.asset("launch", .imageStack)))
    #expect(index.resolve(.catalogName("breeds"), kind: .any) == .found(Self.asset("breeds", .dataSet)))
    // A data set is no image, and app icons generate no symbol.
    #expect(index.resolve(.catalogName("breeds"), kind: .image) == .wrongKind(Self.asset("breeds", .dataSet)))
    #expect(index.resolve(.symbol(path: ["appIcon"]), kind: .image) == .missing)
  }

  @Test func aSymbolSuggestionIsAGeneratedSymbolOfAFittingType() {
    // An app icon has no symbol (`.appIcon` would not compile), so a symbol is offered only from image sets.
    #expect(index.suggestion(for: .symbol(path: ["appIcn"]), kind: .image) == nil)
    #expect(index.suggestion(for: .symbol(path: ["appIconSmal"]), kind: .image) == ".appIconSmall")
    #expect(index.suggestion(for: .catalogName("AppIcn"), kind: .image) == "AppIcon")
    // An image reference is offered the image set's symbol, a colour reference the colour set's.
    #expect(index.suggestion(for: .symbol(path: ["brandTnt"]), kind: .color) == ".brandTint")
    #expect(index.suggestion(for: .symbol(path: ["brandTintAr"]), kind: .image) == ".brandTintArt")
    #expect(index.suggestion(for: .symbol(path: ["brandTnt"]), kind: .image) != ".brandTint")
    #expect(index.suggestion(for: .symbol(path: ["pawPrnt"]), kind: .image) == ".pawPrint")
    #expect(index.suggestion(for: .nameOrSymbol("breedz"), kind: .image) == nil)
    #expect(index.suggestion(for: .nameOrSymbol("breedz"), kind: .any) == "breeds")
  }
}
