#include "common/findingtable.h"

#include <utility>

namespace DriveProof {

FindingTable::FindingTable(QList<FindingRow> rows, TextFn wording)
    : m_rows(std::move(rows))
    , m_text(wording)
{}

const FindingRow *FindingTable::row(QAnyStringView code) const
{
    for (const FindingRow &r : m_rows) {
        if (QAnyStringView::equal(QLatin1String(r.code), code))
            return &r;
    }
    return nullptr;
}

Finding FindingTable::make(QAnyStringView code, const QStringList &arguments) const
{
    Finding f;
    f.code = code.toString();
    const FindingRow *r = row(code);
    f.severity = r ? r->severity : Severity::Info;
    f.arguments = arguments;
    f.text = m_text(f);
    return f;
}

} // namespace DriveProof
