"""The workspace's own macro around swift_library."""

load("@rules_swift//swift:swift.bzl", "swift_library")

def app_library(name, **kwargs):
    swift_library(name = name, module_name = name, **kwargs)
