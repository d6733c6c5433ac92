// One move at Ugly Christmas Sweaters' table, by clicking the dedicated renderer's pieces (../main-games).
export { makeMove as move } from "../main-games/ugly-christmas-sweaters.mjs";
