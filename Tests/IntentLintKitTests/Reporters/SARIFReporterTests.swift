import Foundation
@testable import IntentLintKit
import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintReporting
import IntentLintCore

struct SARIFReporterTests {
    @Test func writesRulesResultsLocationsAndFingerprints() {
        let expected = #"""
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "originalUriBaseIds": {
                    "%SRCROOT%": {
                      "uri": "file:///work/App/"
                    }
                  },
                  "results": [
                    {
                      "level": "warning",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Dup.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 5,
                              "startLine": 4
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "Identifier \"id\" changes: use a stored, constant value."
                      },
                      "partialFingerprints": {
                        "primaryLocationLineHash": "21a9cc66661bf956:1"
                      },
                      "ruleId": "stable-identifier",
                      "ruleIndex": 1
                    },
                    {
                      "level": "warning",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Dup.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 5,
                              "startLine": 9
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "Identifier \"id\" changes: use a stored, constant value."
                      },
                      "partialFingerprints": {
                        "primaryLocationLineHash": "21a9cc66661bf956:2"
                      },
                      "ruleId": "stable-identifier",
                      "ruleIndex": 1
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "file:///elsewhere/Shared.swift"
                            },
                            "region": {
                              "startColumn": 1,
                              "startLine": 2
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "50% of titles, like <Open> & \"Close\", are computed:\nmove them to a literal."
                      },
                      "partialFingerprints": {
                        "primaryLocationLineHash": "228aa03f8035b344:1"
                      },
                      "ruleId": "non-constant-metadata",
                      "ruleIndex": 0
                    },
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/%C3%9Cn%C3%AFcode%20Intent.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 17,
                              "startLine": 12
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "Titel „Öffnen“ ist berechnet — verwende ein Literal.\r\nSiehe Dokumentation."
                      },
                      "partialFingerprints": {
                        "primaryLocationLineHash": "8348aa1ada876393:1"
                      },
                      "ruleId": "non-constant-metadata",
                      "ruleIndex": 0
                    },
                    {
                      "level": "warning",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Open%2CIntent%3A1.swift",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startColumn": 9,
                              "startLine": 3
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "Unknown rule 'x' in directive\tcontrol\u0001char"
                      },
                      "partialFingerprints": {
                        "primaryLocationLineHash": "e5eac602070d6caf:1"
                      },
                      "ruleId": "unknown-directive",
                      "ruleIndex": 3
                    }
                  ],
                  "tool": {
                    "driver": {
                      "informationUri": "REPOSITORY_URL",
                      "name": "lint-intents",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "Xcode reads `title` at build time; a computed value fails the metadata export."
                          },
                          "help": {
                            "markdown": "Xcode reads `title` at build time; a computed value fails the metadata export.",
                            "text": "Xcode reads `title` at build time; a computed value fails the metadata export."
                          },
                          "id": "non-constant-metadata",
                          "name": "NonConstantMetadata",
                          "properties": {
                            "tags": [
                              "app-intents"
                            ]
                          },
                          "shortDescription": {
                            "text": "Intent metadata must be a compile-time constant."
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "fullDescription": {
                            "text": "Saved shortcuts store the identifier; changing it breaks them silently."
                          },
                          "help": {
                            "markdown": "Saved shortcuts store the identifier; changing it breaks them silently.",
                            "text": "Saved shortcuts store the identifier; changing it breaks them silently."
                          },
                          "id": "stable-identifier",
                          "name": "StableIdentifier",
                          "properties": {
                            "tags": [
                              "app-intents"
                            ]
                          },
                          "shortDescription": {
                            "text": "Entity identifiers must not change between releases."
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "Siri matches a phrase only when it contains `\\(.applicationName)`."
                          },
                          "help": {
                            "markdown": "Siri matches a phrase only when it contains `\\(.applicationName)`.",
                            "text": "Siri matches a phrase only when it contains `\\(.applicationName)`."
                          },
                          "id": "phrase-has-app-name",
                          "name": "PhraseHasAppName",
                          "properties": {
                            "tags": [
                              "app-intents"
                            ]
                          },
                          "shortDescription": {
                            "text": "Every App Shortcut phrase names the app."
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "fullDescription": {
                            "text": "unknown-directive"
                          },
                          "help": {
                            "markdown": "unknown-directive",
                            "text": "unknown-directive"
                          },
                          "id": "unknown-directive",
                          "name": "UnknownDirective",
                          "properties": {
                            "tags": [
                              "app-intents"
                            ]
                          },
                          "shortDescription": {
                            "text": "unknown-directive"
                          }
                        }
                      ],
                      "semanticVersion": "VERSION"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """#
        // The tool's version and home change with releases; the rest of the document must not.
        // No `informationUri` while lint-intents has no published home: no made-up address.
        var filled = expected.replacingOccurrences(of: "VERSION", with: LintIntents.version)
        if let home = LintIntents.repositoryURL {
            filled = filled.replacingOccurrences(of: "REPOSITORY_URL", with: home)
        } else {
            filled = filled.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("REPOSITORY_URL") }.joined(separator: "\n")
        }
        #expect(filled.contains("informationUri") == (LintIntents.repositoryURL != nil))
        #expect(SARIFReporter.render(ReporterSample.report) == filled)
    }

    // MARK: Validity

    @Test func documentIsValidAgainstTheOfficialSchema() throws {
        let problems = try SARIFSchema.problems(in: SARIFReporter.render(ReporterSample.report))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func schemaCheckRejectsAnInvalidDocument() throws {
        // Guards the check above against passing because the validator checks nothing.
        let problems = try SARIFSchema.problems(in: #"{"runs": [{"results": [{"level": "fatal"}]}]}"#)
        #expect(problems.contains { $0.contains("'version' is a required property") })
        #expect(problems.contains { $0.contains("'tool' is a required property") })
        #expect(problems.contains { $0.contains("'fatal' is not one of") })
    }

    @Test func documentHasEveryPropertyGitHubRequires() throws {
        let problems = try GitHubCodeScanning.problems(in: SARIFReporter.render(ReporterSample.report))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Empty rule texts and messages, a rule that was not described and a finding about a
    /// whole file must still give GitHub non-empty required properties and valid regions.
    @Test func sparseInputStillGivesACompleteDocument() throws {
        let bare = RuleDescription(identifier: "bare-rule", name: "", summary: "", rationale: "", severity: .warning)
        let report = LintReport(
            findings: [
                Finding(ruleIdentifier: "bare-rule", severity: .warning, message: "", file: "A.swift",
                        location: SourceLocation(line: 0, column: 0)),
                Finding(ruleIdentifier: "engine-problem", severity: .error, message: "Could not read the file.",
                        file: "B.swift", location: SourceLocation(line: 1, column: 1)),
            ],
            rules: [bare], fileCount: 2, duration: 0, workingDirectory: "/")
        let sarif = SARIFReporter.render(report)
        #expect(try GitHubCodeScanning.problems(in: sarif).isEmpty)
        #expect(try SARIFSchema.problems(in: sarif).isEmpty)

        let run = try runObject(sarif)
        let rules = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])["rules"] as? [[String: Any]]
        #expect(rules?.map { $0["id"] as? String } == ["bare-rule", "engine-problem"])
        #expect(rules?.map { $0["name"] as? String } == ["BareRule", "EngineProblem"])
        #expect((rules?[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1])
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "bare-rule")
        let region = (results[0]["locations"] as? [[String: Any]])?.first.flatMap {
            ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        }
        #expect(region == ["startLine": 1, "startColumn": 1])
        let baseIDs = run["originalUriBaseIds"] as? [String: [String: String]]
        #expect(baseIDs == ["%SRCROOT%": ["uri": "file:///"]])
    }

    @Test func emptyReportIsAValidRunWithNoResults() throws {
        let sarif = SARIFReporter.render(ReporterSample.emptyReport)
        #expect(try SARIFSchema.problems(in: sarif).isEmpty)
        #expect(try GitHubCodeScanning.problems(in: sarif).isEmpty)
        #expect(try runObject(sarif)["results"] as? [Any] != nil)
    }

    // MARK: Fingerprints

    @Test func fingerprintSurvivesCodeMovingToAnotherLine() throws {
        let line = "static var title = makeTitle()"
        let before = try fingerprints(ReporterSample.report([("Sources/A.swift", 4, line)]))
        let after = try fingerprints(ReporterSample.report([("Sources/A.swift", 40, line)]))
        #expect(before == after)
    }

    @Test func fingerprintIsTheSameHowEverTheFileIsNamed() throws {
        let line = "static var title = makeTitle()"
        let relative = try fingerprints(ReporterSample.report([("Sources/A.swift", 4, line)]))
        let dotted = try fingerprints(ReporterSample.report([("./Sources/A.swift", 4, line)]))
        let absolute = try fingerprints(ReporterSample.report([("/work/App/Sources/A.swift", 4, line)]))
        #expect(relative == dotted)
        #expect(relative == absolute)
    }

    @Test func duplicatesGetDistinctOccurrenceCounters() throws {
        let line = "static var title = makeTitle()"
        let values = try fingerprints(ReporterSample.report([
            ("Sources/A.swift", 4, line), ("Sources/A.swift", 9, line), ("Sources/B.swift", 2, "other()"), ("Sources/A.swift", 20, line),
        ]))
        let hash = try #require(values.first?.split(separator: ":").first)
        #expect(values[0] == "\(hash):1")
        #expect(values[1] == "\(hash):2")
        #expect(values[2].hasSuffix(":1"))
        #expect(values[3] == "\(hash):3")
    }

    @Test func fingerprintChangesWithRuleFileOrLineText() throws {
        let base = try fingerprints(ReporterSample.report([("Sources/A.swift", 4, "let a = 1")]))
        let otherText = try fingerprints(ReporterSample.report([("Sources/A.swift", 4, "let a = 2")]))
        let otherFile = try fingerprints(ReporterSample.report([("Sources/C.swift", 4, "let a = 1")]))
        let otherRule = try fingerprints(ReporterSample.report([("Sources/A.swift", 4, "let a = 1")],
                                                               rule: ReporterSample.stableIdentifier))
        #expect(Set([base, otherText, otherFile, otherRule]).count == 4)
    }

    /// Pinned to values computed by an independent FNV-1a implementation, so that a change
    /// to the hash (which would reopen every alert on GitHub) cannot go unnoticed.
    @Test func fingerprintValuesArePinned() {
        var counter = FingerprintCounter()
        #expect(counter.next(rule: "stable-identifier", path: "Sources/Dup.swift", line: 3, lineText: "var id: UUID { UUID() }")
                    == "21a9cc66661bf956:1")
        #expect(counter.next(rule: "unknown-directive", path: "Sources/Open,Intent:1.swift", line: 1, lineText: "// lint-intents:disable x")
                    == "e5eac602070d6caf:1")
    }

    // MARK: URIs

    @Test func pathsInsideTheWorkingDirectoryAreRelativeToSourceRoot() throws {
        #expect(try artifactLocation(file: "Sources/A.swift") == ["uri": "Sources/A.swift", "uriBaseId": "%SRCROOT%"])
        #expect(try artifactLocation(file: "./Sources/A.swift") == ["uri": "Sources/A.swift", "uriBaseId": "%SRCROOT%"])
        #expect(try artifactLocation(file: "/work/App/Sources/A.swift") == ["uri": "Sources/A.swift", "uriBaseId": "%SRCROOT%"])
    }

    @Test func pathsOutsideTheWorkingDirectoryAreAbsoluteFileURIs() throws {
        #expect(try artifactLocation(file: "/elsewhere/A.swift") == ["uri": "file:///elsewhere/A.swift"])
        #expect(try artifactLocation(file: "../Shared/A b.swift") == ["uri": "file:///work/Shared/A%20b.swift"])
    }

    @Test func percentEncodesWhatURIsReserve() {
        #expect(SARIFReporter.percentEncoded("Sources/My App/Ünï#1?x=%,:;@+.swift")
                    == "Sources/My%20App/%C3%9Cn%C3%AF%231%3Fx%3D%25%2C%3A%3B%40%2B.swift")
        #expect(SARIFReporter.percentEncoded("A-Z_a.z~0/9") == "A-Z_a.z~0/9")
    }

    @Test func sourceRootIsTheWorkingDirectoryWithATrailingSlash() {
        #expect(SARIFReporter.directoryURI("/work/App") == "file:///work/App/")
        #expect(SARIFReporter.directoryURI("/work/App/") == "file:///work/App/")
        #expect(SARIFReporter.directoryURI("/") == "file:///")
        #expect(SARIFReporter.directoryURI("/home/me/My Apps") == "file:///home/me/My%20Apps/")
    }

    @Test func ruleNamesArePascalCaseIdentifiers() {
        #expect(SARIFReporter.pascalCase("Non-constant metadata") == "NonConstantMetadata")
        #expect(SARIFReporter.pascalCase("app-shortcut phrase (v2)") == "AppShortcutPhraseV2")
        #expect(SARIFReporter.pascalCase("—") == "")
    }

    // MARK: Helpers

    private func runObject(_ sarif: String) throws -> [String: Any] {
        let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        return try #require((document?["runs"] as? [[String: Any]])?.first)
    }

    private func fingerprints(_ report: LintReport) throws -> [String] {
        let results = try #require(try runObject(SARIFReporter.render(report))["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
    }

    private func artifactLocation(file: String) throws -> [String: String]? {
        let results = try runObject(SARIFReporter.render(ReporterSample.report([(file, 1, "x")])))["results"] as? [[String: Any]]
        let location = (results?.first?["locations"] as? [[String: Any]])?.first
        return (location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
    }
}
