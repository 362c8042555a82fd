// A Tuist project whose app targets come from a function of the manifest written the way Tuist
// helpers are: a `var` array, `if` on a parameter, `append`, `+=` and `+`. lint-intents reads it
// without running it; one target (`Planner`) is built by a `for` loop, which it does not follow,
// so only that target's files fall back to the folder module.
import ProjectDescription

let appName = "Recipes"
let bundlePrefix = "dev.lint-intents.recipes"
let includesLabs = false

func appTarget(lite: Bool) -> Target {
    var conditions = [String]()
    if lite {
        conditions.append("LITE")
    }
    var sources = ["App/Sources/**"]
    if !lite {
        sources += ["App/Full/**"]
    }
    let name = lite ? appName + "Lite" : appName
    return .target(
        name: name,
        destinations: .iOS,
        product: .app,
        bundleId: "\(bundlePrefix).\(name)",
        sources: sources,
        dependencies: [.target(name: "RecipeKit"), .target(name: "RecipeWidgets"), .target(name: "Planner")],
        settings: .settings(base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .array(conditions)])
    )
}

func featureTarget(_ name: String) -> Target {
    var sources: [String] = []
    for folder in ["Features/\(name)/Sources", "Features/Shared"] {
        sources.append(folder + "/**")
    }
    return .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "\(bundlePrefix).\(name)", sources: sources)
}

let kit = Target.target(
    name: "RecipeKit",
    destinations: .iOS,
    product: .staticFramework,
    bundleId: "\(bundlePrefix).kit",
    sources: ["Kit/Sources/**"]
)

let widgets = Target.target(
    name: "RecipeWidgets",
    destinations: .iOS,
    product: .appExtension,
    bundleId: "\(bundlePrefix).widgets",
    sources: ["Widgets/Sources/**"],
    dependencies: [.target(name: "RecipeKit")]
)

let labs = Target.target(
    name: "RecipeLabs",
    destinations: .iOS,
    product: .framework,
    bundleId: "\(bundlePrefix).labs",
    sources: ["Labs/Sources/**"]
)

var targets: [Target] = [appTarget(lite: false), appTarget(lite: true), kit]
if includesLabs {
    targets.append(labs)
}
targets.append(widgets)

let project = Project(name: appName, targets: targets + [featureTarget("Planner")])
