/// Page icons of one flow that differ in size.
struct IconSizeConsistencyRule: Rule {
  static let description = RuleDescription(
    identifier: "icon-size-consistency",
    name: "Icon size consistency",
    summary: "The icons of one flow's pages differ in size in points (pixels divided by scale).",
    rationale: """
      The pages of an onboarding flow are swiped through one after the other, so an icon that is larger or \
      smaller than the others makes the title below it jump up or down and looks like a mistake. Sizes are \
      compared in points, as the page lays them out (the largest file of each set, pixels divided by its \
      scale); the icons that differ from most of the flow's icons are reported, naming the common size.
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([
              ExampleApp.jsonPage(0), ExampleApp.jsonPage(1, icon: "↓\"wide-icon\""), ExampleApp.jsonPage(2),
            ])
          )
        ] + ExampleApp.iconSets() + ExampleApp.imageSet("wide-icon", at: 3, 192, 144)),
      RuleExample(
        files: [
          (
            "Onboarding.swift",
            ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, icon: "↓.iconOnboardingLarge")])
          )
        ] + ExampleApp.iconSets()
          + ExampleApp.imageSet(
            "icon_onboarding_large",
            images: [
              .init("icon_onboarding_large@2x.png", scale: 2, ExampleApp.png(192, 192)),
              .init("icon_onboarding_large@3x.png", scale: 3, ExampleApp.png(288, 288)),
            ])),
    ],
    nonTriggeringExamples: [
      // The same points from different files: 64 pt as @3x only (192 px) and as @1x, @2x and @3x.
      RuleExample(
        files: [
          (
            "Onboarding.swift",
            ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, icon: ".iconOnboardingNew")])
          )
        ] + ExampleApp.iconSets(pages: 2) + ExampleApp.scaledSet("icon_onboarding_new", width: 64, height: 64)),
      // Each flow is compared on its own.
      RuleExample(
        files: [
          ("Onboarding.swift", ExampleApp.flow()),
          (
            "Returning.swift",
            ExampleApp.flow([ExampleApp.page(0, icon: ".iconOnboardingLarge")], named: "returningPages")
          ),
        ] + ExampleApp.iconSets() + ExampleApp.imageSet("icon_onboarding_large", at: 3, 288, 288)),
    ])

  static func differs(_ use: PageImage, common: PointSize, count: Int, of total: Int) -> String {
    let image = use.largest
    let expected = common.pixels(atScale: image.scale).map { " (\($0) px \(image.scaleName))" } ?? ""
    return "The icon \(use.named) is \(image.points) (\(image.pixels) px at \(image.scaleName)), but \(count) of the "
      + "\(total) icons of `\(use.flow.name)` are \(common); the title below it jumps as the user swipes. Export it "
      + "at \(common)\(expected)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let uses = context.facts.pageImages(.icon)
    let flows = Dictionary(grouping: uses, by: \.flowIndex)
    return flows.keys.sorted().flatMap { findings(in: flows[$0] ?? []) }
  }

  /// The icons of one flow whose size is not the most common one (on a tie, the first page's).
  private func findings(in uses: [PageImage]) -> [Finding] {
    var groups: [(size: PointSize, count: Int)] = []
    for use in uses {
      let size = use.largest.points
      if let index = groups.firstIndex(where: { $0.size.isSame(as: size) }) {
        groups[index].count += 1
      } else {
        groups.append((size, 1))
      }
    }
    guard groups.count > 1 else { return [] }
    let common = groups.dropFirst().reduce(groups[0]) { best, group in group.count > best.count ? group : best }
    return uses.filter { !$0.largest.points.isSame(as: common.size) }.map { use in
      Finding(
        location: use.field.location,
        message: Self.differs(use, common: common.size, count: common.count, of: uses.count))
    }
  }
}
