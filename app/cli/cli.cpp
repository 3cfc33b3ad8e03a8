#include "cli.h"

#include "common/translations.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace DriveProof::Cli {

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        // C0/C1 controls (ESC sequences, CR, newline) and the bidi embeddings, overrides
        // and isolates that reorder what is shown: written out, not obeyed.
        const char16_t u = c.unicode();
        if (c.category() == QChar::Other_Control || (u >= 0x202A && u <= 0x202E) ||
            (u >= 0x2066 && u <= 0x2069))
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

int fail(const QString &message, int code)
{
    QTextStream err(stderr);
    err << "driveproof-cli: " << printable(message) << Qt::endl;
    return code;
}

void warn(const QString &message)
{
    (void)fail(message, ExitOk);
}

int takeLanguageOption(QStringList &args)
{
    QString wanted;
    bool given = false;
    for (qsizetype i = 1; i < args.size();) {
        const QString arg = args.at(i);
        if (arg == QLatin1String("--"))
            break;
        if (arg == QLatin1String("--language")) {
            given = true;
            wanted = args.value(i + 1);
            args.remove(i, qMin<qsizetype>(2, args.size() - i));
        } else if (arg.startsWith(QLatin1String("--language="))) {
            given = true;
            wanted = arg.section(QLatin1Char('='), 1);
            args.removeAt(i);
        } else {
            ++i;
        }
    }
    if (!given)
        return -1;
    const QString languages = availableLanguages().join(QStringLiteral(", "));
    if (wanted.isEmpty()) {
        //: %1 the language codes DriveProof has, e.g. "de, en, es"
        return fail(Tr::tr("--language needs a language, one of: %1.").arg(languages));
    }
    const QString code = matchLanguage(wanted);
    if (code.isEmpty()) {
        //: %1 what was given after --language, %2 the language codes DriveProof has, e.g. "de,
        //: en, es"
        return fail(Tr::tr("unknown language '%1'. Choose one of: %2.").arg(wanted, languages));
    }
    installLanguage(*QCoreApplication::instance(), code);
    QLocale::setDefault(localeForLanguage(code));
    return -1;
}

int parseSubcommand(QCommandLineParser &parser, const QString &command, const QStringList &args)
{
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Tr::tr("Show help for this command."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        QString why = parser.errorText();
        if (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        //: %1 the parser's error, %2 the subcommand
        return fail(Tr::tr("%1. Try 'driveproof-cli %2 --help'.").arg(why, command));
    }
    if (parser.isSet(help)) {
        // Qt writes its own, translated "[options]" in the usage line: put the command
        // before that word, in whatever language Qt printed it.
        // Through a variable, so lupdate does not copy Qt's string into our catalogue.
        static const char *const qtOptions = "[options]";
        const QString options = QCoreApplication::translate("QCommandLineParser", qtOptions);
        QString text = parser.helpText();
        // Qt names the program by the path it was started with (a build folder, say): the
        // usage line names the command a person types.
        const QString started = QCoreApplication::arguments().value(0);
        if (const qsizetype at = started.isEmpty() ? -1 : text.indexOf(started); at >= 0)
            text.replace(at, started.size(), QStringLiteral("driveproof-cli"));
        QTextStream(stdout) << text.replace(options, command + QLatin1Char(' ') + options);
        return ExitOk;
    }
    return -1;
}

void printJson(const QJsonValue &value)
{
    const QByteArray text = value.isArray()
                                ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                                : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    fwrite(text.constData(), 1, size_t(text.size()), stdout);
    fflush(stdout);
}

void printLine(const QString &line)
{
    QTextStream(stdout) << line << Qt::endl;
}

QString shortSize(qint64 bytes)
{
    // Drive makers count in powers of ten; so does the label on the box.
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QString longSize(qint64 bytes)
{
    //: %1 size with unit, e.g. "500.1 GB"; %2 exact byte count
    return Tr::tr("%1 (%2 bytes)").arg(shortSize(bytes), QLocale().toString(bytes));
}

Table::Table(QStringList header)
{
    m_rows.append(std::move(header));
}

void Table::addRow(QStringList cells)
{
    m_rows.append(std::move(cells));
}

namespace {
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
    std::signal(SIGINT, SIG_DFL); // a second Ctrl+C ends the process at once
}
} // namespace

std::atomic<bool> &catchInterrupts()
{
    g_interrupted.store(false);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    std::signal(SIGHUP, onInterrupt); // the terminal closed: stop and clean up all the same
    return g_interrupted;
}

void releaseInterrupts()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGHUP, SIG_DFL);
}

StatusLine::StatusLine(int pipedIntervalMs)
    : m_tty(::isatty(STDERR_FILENO) == 1)
    , m_pipedIntervalMs(pipedIntervalMs)
{}

void StatusLine::show(const QString &line, bool now)
{
    if (!m_tty && m_pipedIntervalMs <= 0)
        return;
    const qint64 ms = QDateTime::currentMSecsSinceEpoch();
    if (!now && m_lastMs >= 0 && ms - m_lastMs < (m_tty ? 100 : m_pipedIntervalMs))
        return;
    m_lastMs = ms;
    QTextStream err(stderr);
    if (m_tty)
        err << "\r\033[K" << line;
    else
        err << line << '\n';
    err.flush();
    m_drawn = m_tty;
}

void StatusLine::finish()
{
    if (m_drawn)
        QTextStream(stderr) << "\r\033[K";
    m_drawn = false;
}

// Columns a terminal gives the text: CJK ideographs, kana, Hangul and full-width forms
// take two, combining marks none (the East Asian Width "W"/"F" ranges that matter here).
qsizetype displayWidth(const QString &text)
{
    qsizetype width = 0;
    for (const uint c : text.toUcs4()) {
        const QChar::Category category = QChar::category(char32_t(c));
        // Combining marks (Arabic and Hebrew vowel signs too) sit on the previous letter;
        // bidi and other format characters take no column.
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing ||
            category == QChar::Other_Format)
            continue;
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                          (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                          (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        width += wide ? 2 : 1;
    }
    return width;
}

void Table::print() const
{
    QList<qsizetype> widths;
    for (const QStringList &row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = qMax(widths[i], displayWidth(row[i]));
        }
    }
    // A column of numbers is right-aligned, so that digits of the same place line up, as
    // in fio's and pg_test_fsync's output: every cell below the header starts with a digit
    // (of any script) or is "-" (nothing measured).
    QList<bool> numeric(widths.size(), m_rows.size() > 1);
    for (qsizetype r = 1; r < m_rows.size(); ++r) {
        const QStringList &row = m_rows.at(r);
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QString cell = row.value(i).trimmed();
            if (!cell.isEmpty() && cell != QLatin1String("-") && !cell.front().isDigit())
                numeric[i] = false;
        }
    }
    QTextStream out(stdout);
    for (const QStringList &row : m_rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            const bool last = i + 1 == row.size();
            const QString pad(widths[i] - displayWidth(row[i]), QLatin1Char(' '));
            if (numeric[i])
                line += pad + row[i];
            else
                line += row[i] + (last ? QString() : pad);
            if (!last)
                line += QStringLiteral("  ");
        }
        out << line << Qt::endl;
    }
}

} // namespace DriveProof::Cli