import ProjectDescription

let workspace = Workspace(name: "TravelPlanner", projects: ["TravelPlanner", "Modules/*"])
