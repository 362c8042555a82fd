// A Tuist project, read as text by lint-intents and never run: an app that embeds its widget
// extension and its dynamic framework, links a static framework of another project and two
// external packages, and a test target.
import ProjectDescription

let appName = "TravelPlanner"
let bundlePrefix = "dev.lint-intents.travelplanner"

let widgets = Target.target(
    name: "\(appName)Widgets",
    destinations: .iOS,
    product: .appExtension,
    bundleId: "\(bundlePrefix).widgets",
    sources: ["Targets/Widgets/Sources/**"],
    dependencies: [.target(name: "TravelKit")]
)

let project = Project(
    name: appName,
    targets: [
        .target(
            name: appName,
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: bundlePrefix,
            infoPlist: .default,
            sources: [
                .glob("Targets/App/Sources/**", excluding: ["Targets/App/Sources/Drafts/**"]),
            ],
            resources: ["Targets/App/Resources/**"],
            dependencies: [
                .target(widgets),
                .target(name: "TravelKit"),
                .project(target: "Profile", path: .relativeToRoot("Modules/Profile")),
                .external(name: "RoutesKit"),
                .external(name: "Collections"),
                .sdk(name: "WidgetKit", type: .framework),
            ]
        ),
        widgets,
        .target(
            name: "TravelKit",
            destinations: .iOS,
            product: .framework,
            productName: "Travel Kit",
            bundleId: "\(bundlePrefix).kit",
            sources: "Targets/Kit/Sources/**",
            settings: .settings(base: ["PRODUCT_MODULE_NAME": "TravelKit"])
        ),
        .target(
            name: "\(appName)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundlePrefix).tests",
            sources: ["Targets/App/Tests/**/*.swift"],
            dependencies: [.target(name: appName), .xctest]
        ),
    ]
)
