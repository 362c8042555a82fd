import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(name: "Broken", dependencies: [.target(name: "Missing")])
