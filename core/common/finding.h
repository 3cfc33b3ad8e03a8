// A finding: a verdict, a remark or a disagreement, as a stable code with raw arguments.
// Shared by every folder of the core (test verdicts in core/suites, write-cache findings in
// core/cache, ...) and sent as it is between processes (the helper's D-Bus replies, the JSON
// files): the sentence is made from the code and the arguments in the process and the
// language of whoever reads it, by the folder's own text function (Suites::findingText(),
// Cache::findingText()).
#pragma once

#include <QAnyStringView>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof {

enum class Severity { Info, Good, Caution, Danger };

struct Finding
{
    QString code;                       // stable: "cache.kernel-write-through-cache-on"
    Severity severity = Severity::Info; //
    QString text;          // the sentence as the writer said it (history files); may be empty
    QStringList arguments; // what the sentence is built from: C-locale numbers, device names
};

// Stable words for Severity (JSON, D-Bus, OpenMetrics): "info", "good", "caution", "danger".
QString severityKey(Severity severity);
// The Severity of one of those words; nullopt for any other.
std::optional<Severity> severityFromKey(const QString &word);

// Whether `findings` holds one with `code`.
bool hasFinding(const QList<Finding> &findings, QAnyStringView code);

} // namespace DriveProof
