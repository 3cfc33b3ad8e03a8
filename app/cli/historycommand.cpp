// driveproof-cli history DEVICE and driveproof-cli compare RUN RUN: what the window's
// history and compare pages show, for scripts and terminals. The history is the drive's
// (Report::HistoryStore::listForDrive: its serial, WWN, a loop device's backing file, or
// model, size and name); compare puts the lines two runs share side by side and says first
// what makes them not alike (Report::comparisonWarnings).
#include "cli.h"

#include "device/inventory.h"
#include "device/udiskssource.h"
#include "health/healthrecords.h"
#include "report/comparison.h"
#include "report/history.h"
#include "report/measurementtext.h"
#include "suites/suite.h"
#include "suites/verdicts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace DriveProof::Cli {

namespace {

// The quantity a line is compared on: commits per second, else bytes per second for
// sequential lines and operations per second for the rest, as the window's tiles do.
struct Headline
{
    QString quantity; // "commits_per_s", "bytes_per_s", "iops"
    double value = 0.0;
};

Headline headlineOf(const Report::Measurement &m)
{
    if (m.operation == QLatin1String("commit"))
        return {QStringLiteral("commits_per_s"), m.iops};
    if (m.blockSize >= 65536)
        return {QStringLiteral("bytes_per_s"), m.bytesPerSecond};
    return {QStringLiteral("iops"), m.iops};
}

QString headlineText(const Headline &h)
{
    if (h.quantity == QLatin1String("bytes_per_s"))
        return Suites::rateText(h.value);
    if (h.quantity == QLatin1String("commits_per_s"))
        //: commits per second
        return Tr::tr("%1 commits/s").arg(QLocale().toString(h.value, 'f', 0));
    return Suites::iopsText(h.value);
}

// The test's name in the language chosen now ("Commit rate"); a family this version does not
// know (a newer version's) by its key.
QString familyText(const QString &key)
{
    const std::optional<Suites::Family> family = Suites::familyFromKey(key);
    return family ? Suites::familyTitle(*family) : key;
}

// A drive self-test's facts (report/selftesthistory.h) for `history --json`; null otherwise.
QJsonValue selfTestJson(const QStringList &a)
{
    if (a.size() != 6)
        return QJsonValue();
    const int result = a.at(2).toInt();
    return QJsonObject{
        {QStringLiteral("protocol"), a.at(0)},
        {QStringLiteral("kind_code"), a.at(1).toInt()},
        {QStringLiteral("kind"), Health::selfTestKindText(a.at(0), a.at(1).toInt())},
        {QStringLiteral("result_code"), result},
        {QStringLiteral("result"), Health::selfTestResultText(a.at(0), result, a.at(3).toInt())},
        {QStringLiteral("failed"), Health::selfTestResultFailed(a.at(0), result)},
        {QStringLiteral("power_on_hours"), a.at(4).toLongLong()},
        {QStringLiteral("failing_lba"),
         a.at(5).isEmpty() ? QJsonValue() : QJsonValue(a.at(5).toLongLong())}};
}

QJsonObject runJson(const Report::TestResult &r, const QString &path)
{
    return {{QStringLiteral("id"), r.id},
            {QStringLiteral("family"), r.family},
            {QStringLiteral("started"), r.started.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("path"), path},
            {QStringLiteral("settings"), Report::settingsText(r)}};
}

} // namespace

int runHistory(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("List the runs kept for one drive, newest first."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"),
                                 Tr::tr("A drive, e.g. /dev/sda or sda."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    if (const int code = parseSubcommand(parser, QStringLiteral("history"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return fail(Tr::tr("'history' needs exactly one DEVICE, e.g. 'driveproof-cli history "
                           "/dev/sda'."));
    Device::Inventory inventory;
    Device::UdisksSource udisks;
    inventory.useUdisks(&udisks);
    const Result<Device::DeviceInfo> found = inventory.find(pos.first());
    if (!found)
        return fail(found.error().message);
    const Report::HistoryStore store;
    const QList<Report::HistoryEntry> entries = store.listForDrive(found.value());
    const QString key = Report::HistoryStore::driveKey(found.value());
    if (parser.isSet(json)) {
        QJsonArray runs;
        for (const Report::HistoryEntry &e : entries)
            runs.append(QJsonObject{{QStringLiteral("id"), e.id},
                                    {QStringLiteral("family"), e.family},
                                    {QStringLiteral("started"),
                                     e.started.isValid()
                                         ? QJsonValue(e.started.toUTC().toString(Qt::ISODate))
                                         : QJsonValue()},
                                    {QStringLiteral("path"), e.path},
                                    {QStringLiteral("readable"), e.readable},
                                    {QStringLiteral("settings"), e.settings},
                                    {QStringLiteral("summary"), e.summary},
                                    {QStringLiteral("self_test"), selfTestJson(e.selfTest)}});
        printJson(QJsonObject{{QStringLiteral("device"), found->path},
                              {QStringLiteral("drive_key"), key},
                              {QStringLiteral("runs"), runs}});
        return ExitOk;
    }
    if (entries.isEmpty()) {
        //: %1 device node
        printLine(Tr::tr("No runs are kept for %1 yet. 'driveproof-cli bench quick FOLDER' on "
                         "one of its file systems makes the first.")
                      .arg(found->path));
        return ExitOk;
    }
    Table table(
        {Tr::tr("DATE"), Tr::tr("TEST"), Tr::tr("ID"), Tr::tr("SETTINGS"), Tr::tr("SUMMARY")});
    for (const Report::HistoryEntry &e : entries)
        table.addRow({e.started.isValid()
                          ? QLocale().toString(e.started.toLocalTime(), QLocale::ShortFormat)
                          : QStringLiteral("-"),
                      familyText(e.family), e.id.left(8), e.settings, e.summary});
    table.print();
    return ExitOk;
}

int runCompare(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Put two runs side by side: the lines they share, B against A."));
    parser.addPositionalArgument(QStringLiteral("RUN"),
                                 Tr::tr("A run's id (the first 8 characters are enough) or its "
                                        "result file; twice."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    if (const int code = parseSubcommand(parser, QStringLiteral("compare"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2)
        return fail(Tr::tr("'compare' needs two runs, e.g. 'driveproof-cli compare 1a2b3c4d "
                           "5e6f7a8b'; 'driveproof-cli history DEVICE' lists their ids."));
    const Report::HistoryStore store;
    Report::TestResult runs[2];
    QString paths[2];
    for (int i = 0; i < 2; ++i) {
        const Result<QString> path = store.find(pos.at(i));
        if (!path)
            return fail(path.error().message);
        const Result<Report::TestResult> loaded = store.load(path.value());
        if (!loaded)
            return fail(loaded.error().message, ExitFailure);
        runs[i] = loaded.value();
        paths[i] = path.value();
    }
    const Report::TestResult &a = runs[0];
    const Report::TestResult &b = runs[1];
    const QList<Report::ComparisonWarning> warnings = Report::comparisonWarnings(a, b);

    QJsonArray lines;
    Table table({Tr::tr("MEASUREMENT"), Tr::tr("A"), Tr::tr("B"), Tr::tr("B ÷ A")});
    for (const Report::Measurement &ma : a.measurements) {
        const Report::Measurement *mb = Report::measuredLine(b, ma.key);
        if (!mb || !Report::measuredLine(a, ma.key))
            continue;
        const Headline ha = headlineOf(ma);
        const Headline hb = headlineOf(*mb);
        const double ratio = ha.value > 0 ? hb.value / ha.value : 0.0;
        lines.append(QJsonObject{
            {QStringLiteral("key"), ma.key},
            {QStringLiteral("label"), Report::measurementLabel(ma)},
            {QStringLiteral("quantity"), ha.quantity},
            {QStringLiteral("a"), ha.value},
            {QStringLiteral("b"), hb.value},
            {QStringLiteral("ratio"), ha.value > 0 ? QJsonValue(ratio) : QJsonValue()}});
        table.addRow({Report::measurementLabel(ma), headlineText(ha), headlineText(hb),
                      ha.value > 0 ? QLocale().toString(ratio, 'f', 2) : QStringLiteral("-")});
    }
    if (parser.isSet(json)) {
        QJsonArray w;
        for (const Report::ComparisonWarning &x : warnings)
            w.append(
                QJsonObject{{QStringLiteral("code"), x.code}, {QStringLiteral("text"), x.text}});
        printJson(QJsonObject{{QStringLiteral("a"), runJson(a, paths[0])},
                              {QStringLiteral("b"), runJson(b, paths[1])},
                              {QStringLiteral("warnings"), w},
                              {QStringLiteral("lines"), lines}});
    } else {
        //: %1 the run's id, %2 its test, %3 its settings
        printLine(Tr::tr("A: %1 %2 · %3")
                      .arg(a.id.left(8), familyText(a.family), Report::settingsText(a)));
        printLine(Tr::tr("B: %1 %2 · %3")
                      .arg(b.id.left(8), familyText(b.family), Report::settingsText(b)));
        for (const Report::ComparisonWarning &x : warnings)
            //: a difference between two compared runs; %1 the sentence
            printLine(Tr::tr("Not alike: %1").arg(x.text));
        printLine();
        if (!lines.isEmpty())
            table.print();
    }
    if (lines.isEmpty())
        return fail(Tr::tr("The two runs have no measurement in common: nothing to compare. "
                           "Compare two runs of the same test."),
                    ExitFailure);
    return ExitOk;
}

} // namespace DriveProof::Cli
