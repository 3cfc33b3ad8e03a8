#include "common/finding.h"

#include <algorithm>

namespace DriveProof {

QString severityKey(Severity severity)
{
    switch (severity) {
    case Severity::Good:
        return QStringLiteral("good");
    case Severity::Caution:
        return QStringLiteral("caution");
    case Severity::Danger:
        return QStringLiteral("danger");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

std::optional<Severity> severityFromKey(const QString &word)
{
    for (Severity s : {Severity::Info, Severity::Good, Severity::Caution, Severity::Danger}) {
        if (word == severityKey(s))
            return s;
    }
    return std::nullopt;
}

bool hasFinding(const QList<Finding> &findings, QAnyStringView code)
{
    return std::any_of(findings.begin(), findings.end(),
                       [code](const Finding &f) { return QAnyStringView::equal(f.code, code); });
}

} // namespace DriveProof
