// `driveproof-cli info --identify-file` must agree with `hdparm --Istdin` on the same dump
// (issue 3): model, serial, firmware, sectors, logical / physical sector size, alignment
// offset, rotation rate, write cache supported / enabled, NCQ depth and TRIM, for every
// fixture, read by the CLI both as hdparm text and as raw bytes. Skips (77) without hdparm.
#include "clirun.h"
#include "testskip.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString hdparmPath()
{
    const QString onPath = QStandardPaths::findExecutable(u"hdparm"_s);
    return onPath.isEmpty()
               ? QStandardPaths::findExecutable(u"hdparm"_s, {u"/usr/sbin"_s, u"/sbin"_s})
               : onPath;
}

// One capture group of `pattern` in hdparm's output, or a null string when absent.
QString field(const QString &text, const QString &pattern)
{
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

// hdparm's -I text turned into the JSON keys of `info --identify-file --json`.
QJsonObject fromHdparm(const QString &t)
{
    QJsonObject o;
    o[u"model"_s] = field(t, uR"(^\s*Model Number:(.*)$)"_s);
    o[u"serial"_s] = field(t, uR"(^\s*Serial Number:(.*)$)"_s);
    o[u"firmware"_s] = field(t, uR"(^\s*Firmware Revision:(.*)$)"_s);
    QString sectors = field(t, uR"(^\s*LBA48\s+user addressable sectors:\s*(\d+))"_s);
    if (sectors.isNull())
        sectors = field(t, uR"(^\s*LBA\s+user addressable sectors:\s*(\d+))"_s);
    o[u"sectors"_s] = sectors.toLongLong();
    // Drives before word 106 get one line: "Logical/Physical Sector size: 512 bytes".
    const QString both = field(t, uR"(Logical/Physical Sector size:\s*(\d+) bytes)"_s);
    const QString logical = field(t, uR"(Logical\s+Sector size:\s*(\d+) bytes)"_s);
    const QString physical = field(t, uR"(Physical Sector size:\s*(\d+) bytes)"_s);
    o[u"logical_block_size"_s] = (both.isNull() ? logical : both).toInt();
    o[u"physical_block_size"_s] = (both.isNull() ? physical : both).toInt();
    o[u"alignment_offset"_s] = field(t, uR"(Logical Sector-0 offset:\s*(\d+) bytes)"_s).toInt();
    const QString rate = field(t, uR"(Nominal Media Rotation Rate:(.*)$)"_s);
    o[u"rotation_rate_rpm"_s] = rate.isNull()                     ? QJsonValue(QJsonValue::Null)
                                : rate == u"Solid State Device"_s ? QJsonValue(0)
                                                                  : QJsonValue(rate.toInt());
    // Commands/features: "\t   *\tWrite cache" when enabled, "\t    \tWrite cache" when not.
    const QString cache = field(t, uR"(^\t\s*(\*?)\s*\tWrite cache$)"_s);
    const bool cacheListed = t.contains(
        QRegularExpression(uR"(^\t[ *]*\tWrite cache$)"_s, QRegularExpression::MultilineOption));
    o[u"write_cache_supported"_s] = cacheListed;
    o[u"write_cache_enabled"_s] = cacheListed && cache == u"*"_s;
    const QString depth = field(t, uR"(Queue depth:\s*(\d+))"_s);
    o[u"ncq_queue_depth"_s] =
        depth.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(depth.toInt());
    o[u"trim_supported"_s] = t.contains(u"Data Set Management TRIM supported"_s);
    return o;
}

QString show(const QString &key, const QJsonValue &value)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{key, value}}).toJson(QJsonDocument::Compact));
}

} // namespace

class TestIdentifyHdparm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_hdparm;

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable(),
                               "driveproof-cli is not built");
        m_hdparm = hdparmPath();
        DRIVEPROOF_SKIP_UNLESS(!m_hdparm.isEmpty(), "hdparm is not installed");
        QVERIFY(m_dir.isValid());
    }

    void agreesWithHdparm_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("raw");
        for (const QString &fixture : fixtureNames()) {
            QTest::newRow(qPrintable(fixture + u" text"_s)) << fixture << false;
            QTest::newRow(qPrintable(fixture + u" raw"_s)) << fixture << true;
        }
    }

    void agreesWithHdparm()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, raw);
        const QString textPath = fixtureDir() + u'/' + fixture;
        const Run h = runProgram(m_hdparm, {u"--Istdin"_s}, readFile(textPath));
        QVERIFY2(h.exitCode == 0, h.err.constData());
        const QJsonObject expected = fromHdparm(QString::fromUtf8(h.out));
        QVERIFY(!expected.value(u"model"_s).toString().isEmpty());

        const QString input = raw ? writeRawTwin(m_dir, fixture) : textPath;
        const Run r = runCli({u"--identify-file"_s, input, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject ours = QJsonDocument::fromJson(r.out).object();
        QStringList compared;
        for (auto it = expected.constBegin(); it != expected.constEnd(); ++it) {
            QVERIFY2(ours.value(it.key()) == it.value(),
                     qPrintable(u"hdparm %1, DriveProof %2"_s.arg(
                         show(it.key(), it.value()), show(it.key(), ours.value(it.key())))));
            compared << it.key() + u'=' + it.value().toVariant().toString();
        }
        qInfo("%s agrees with hdparm on %s", qPrintable(fixture),
              qPrintable(compared.join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestIdentifyHdparm)
#include "tst_identifyhdparm.moc"
