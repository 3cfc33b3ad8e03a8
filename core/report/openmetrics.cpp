#include "openmetrics.h"

#include <charconv>
#include <cmath>

namespace DriveProof::Report {

namespace {

bool isNameStart(char32_t c, bool colon)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (colon && c == ':');
}

bool isNameChar(char32_t c, bool colon)
{
    return isNameStart(c, colon) || (c >= '0' && c <= '9');
}

bool isValidName(const QString &name, bool colon)
{
    if (name.isEmpty() || !isNameStart(name.front().unicode(), colon))
        return false;
    for (const QChar c : name) {
        if (!isNameChar(c.unicode(), colon))
            return false;
    }
    return true;
}

bool isNonCharacter(char32_t c)
{
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
}

// Code points of `value`, with lone surrogates, non-characters and control characters
// (newline excepted) replaced by U+FFFD.
std::u32string cleanCodePoints(const QString &value)
{
    std::u32string out;
    out.reserve(size_t(value.size()));
    for (qsizetype i = 0; i < value.size(); ++i) {
        char32_t c = value[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < value.size() &&
            QChar::isLowSurrogate(value[i + 1].unicode())) {
            c = QChar::surrogateToUcs4(value[i].unicode(), value[i + 1].unicode());
            ++i;
        } else if (QChar::isSurrogate(c)) {
            c = 0xFFFD;
        }
        const bool control = c < 0x20 || (c >= 0x7F && c <= 0x9F);
        if ((control && c != '\n') || isNonCharacter(c))
            c = 0xFFFD;
        out.push_back(c);
    }
    return out;
}

} // namespace

QByteArray escapeLabelValue(const QString &value)
{
    std::u32string points = cleanCodePoints(value);
    if (points.size() > size_t(kMaxLabelValueChars)) {
        points.resize(size_t(kMaxLabelValueChars - 1));
        points.push_back(U'\u2026'); // "…": the value was cut
    }
    QByteArray out;
    out.reserve(qsizetype(points.size()) + 8);
    for (const char32_t c : points) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += QString::fromUcs4(&c, 1).toUtf8();
    }
    return out;
}

bool isValidMetricName(const QString &name)
{
    return isValidName(name, true);
}

bool isValidLabelName(const QString &name)
{
    return isValidName(name, false);
}

QByteArray formatValue(double value)
{
    if (std::isnan(value))
        return QByteArrayLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QByteArrayLiteral("+Inf") : QByteArrayLiteral("-Inf");
    if (value == 0)
        return QByteArrayLiteral("0"); // also for -0
    char buffer[32];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, qsizetype(r.ptr - buffer));
}

void OpenMetricsWriter::gauge(const QString &name, const QString &help, const QString &unit)
{
    flushFamily();
    const bool unitOk =
        unit.isEmpty() || (isValidLabelName(unit) && name.endsWith(QLatin1Char('_') + unit));
    if (!isValidMetricName(name) || !unitOk || m_families.contains(name)) {
        m_ok = false;
        m_name.clear();
        return;
    }
    m_families.append(name);
    m_name = name;
    const QByteArray n = name.toLatin1();
    // Our own ASCII sentences; escaped all the same, so a slip cannot break the format. A
    // double quote must be escaped in OpenMetrics but is an invalid escape in 0.0.4's HELP
    // (Go's parser refuses it): it becomes a single quote.
    QByteArray text = help.toUtf8();
    text.replace('\\', "\\\\").replace('\n', "\\n").replace('"', '\'');
    m_header = "# HELP " + n + ' ' + text + '\n' + "# TYPE " + n + " gauge\n";
    if (!unit.isEmpty())
        m_header += "# UNIT " + n + ' ' + unit.toLatin1() + '\n';
}

void OpenMetricsWriter::sample(const Labels &labels, double value)
{
    if (m_name.isEmpty()) {
        m_ok = false;
        return;
    }
    QByteArray set;
    QList<QString> names;
    for (const auto &[label, text] : labels) {
        if (!isValidLabelName(label) || names.contains(label)) {
            m_ok = false;
            return;
        }
        names.append(label);
        if (!set.isEmpty())
            set += ',';
        set += label.toLatin1() + "=\"" + escapeLabelValue(text) + '"';
    }
    if (m_seenLabels.contains(set)) {
        m_ok = false;
        return;
    }
    m_seenLabels.append(set);
    m_samples += m_name.toLatin1();
    if (!set.isEmpty())
        m_samples += '{' + set + '}';
    m_samples += ' ' + formatValue(value) + '\n';
}

void OpenMetricsWriter::flushFamily()
{
    if (!m_samples.isEmpty())
        m_out += m_header + m_samples;
    m_header.clear();
    m_samples.clear();
    m_seenLabels.clear();
    m_name.clear();
}

QByteArray OpenMetricsWriter::finish()
{
    flushFamily();
    return m_out + "# EOF\n";
}

} // namespace DriveProof::Report
