#include "common/datasize.h"

namespace DriveProof {

std::optional<quint64> parseDataSize(QString text)
{
    text = text.trimmed().toLower();
    if (text.endsWith(QLatin1String("ib")))
        text.chop(2);
    else if (text.endsWith(QLatin1Char('b')))
        text.chop(1);
    quint64 unit = 1;
    if (!text.isEmpty()) {
        if (const qsizetype i = QStringLiteral("kmgt").indexOf(text.back()); i >= 0) {
            unit = 1ull << (10 * (i + 1));
            text.chop(1);
        }
    }
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    if (!ok || value == 0 || value > (1ull << 50) / unit)
        return std::nullopt;
    return value * unit;
}

} // namespace DriveProof
