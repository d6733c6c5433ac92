// One move at Christmas Lights' table, by clicking the dedicated renderer's pieces (./../main-games).
export { makeMove as move } from "../main-games/christmas-lights.mjs";
