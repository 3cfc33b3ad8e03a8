// Shared pieces of driveproof-cli: exit codes, error lines, tables, JSON output.
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <atomic>
#include <optional>

namespace DriveProof::Cli {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Cli)
};

enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitBadInput = 2 };

// Prints "driveproof-cli: <message>" on stderr and returns `code`. Control characters in
// the message (from arguments, file names) are printed as \uXXXX, never sent raw to the
// terminal, and the message stays on one line.
int fail(const QString &message, int code = ExitBadInput);
// The same line for something the user should know while the command goes on.
void warn(const QString &message);

// `text` with control and invisible format characters written as \uXXXX.
QString printable(const QString &text);

// Takes "--language LANG" (or "--language=LANG") out of `args`, wherever it stands before
// "--", and speaks that language from then on: DriveProof's and Qt's words, and numbers
// (QLocale's default). LANG is a code such as de, pt_BR or zh_TW (see matchLanguage() in
// core/common/translations.h). Returns -1 to go on, or ExitBadInput after an error line that
// names the languages there are.
int takeLanguageOption(QStringList &args);

// Parses a subcommand's options. Returns -1 to go on, or the exit code when the parser
// already answered (--help printed: 0; bad option: message on stderr, 2).
int parseSubcommand(QCommandLineParser &parser, const QString &command, const QStringList &args);

void printJson(const QJsonValue &value);
void printLine(const QString &line = {});

// Sizes for people: "500.1 GB (500107862016 bytes)" is too long for tables, so tables get
// the short form and `info` the long one.
QString shortSize(qint64 bytes);
QString longSize(qint64 bytes);

// Ctrl+C, SIGTERM and SIGHUP for the long commands: the first sets the returned flag, which the
// command polls to stop cleanly; a second Ctrl+C ends the process at once.
std::atomic<bool> &catchInterrupts();
void releaseInterrupts();

// One status line on stderr: redrawn in place on a terminal, at most every 100 ms unless
// `now`; when stderr is a pipe or a file, a plain line every `pipedIntervalMs` (0: none).
class StatusLine
{
public:
    explicit StatusLine(int pipedIntervalMs = 0);
    void show(const QString &line, bool now = false);
    void finish(); // clears a drawn line

private:
    bool m_tty = false;
    bool m_drawn = false;
    int m_pipedIntervalMs = 0;
    qint64 m_lastMs = -1;
};

// Terminal columns of a text: two for CJK, Hangul and other wide characters, none for
// combining marks and format characters (bidi marks).
qsizetype displayWidth(const QString &text);

// A plain-text table with columns padded to the widest cell, in terminal columns (so
// Japanese or Chinese headers line up too).
class Table
{
public:
    explicit Table(QStringList header);
    void addRow(QStringList cells);
    void print() const;

private:
    QList<QStringList> m_rows;
};

int runList(const QStringList &args);
int runInfo(const QStringList &args);
int runAlign(const QStringList &args);
int runCache(const QStringList &args);
int runHealth(const QStringList &args);
int runSelfTest(const QStringList &args);
int runBench(const QStringList &args);
int runWitness(const QStringList &args);
int runPowerLoss(const QStringList &args);
int runExport(const QStringList &args);
int runHistory(const QStringList &args);
int runCompare(const QStringList &args);
int runCapacity(const QStringList &args);
int runTrim(const QStringList &args);

// "HOST:PORT" or "[v6]:PORT" with a port from 0 to 65535 (the witness's and the writer's
// addresses).
bool isHostPort(const QString &text);

} // namespace DriveProof::Cli
